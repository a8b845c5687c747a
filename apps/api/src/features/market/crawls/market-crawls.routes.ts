import { ZErrorDetailSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import { ZMarketCrawlInputSchema, ZMarketCrawlListSchema, ZMarketCrawlSchema } from "@radar/contract/market-crawls";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../core/context.ts";
import { requireAdmin } from "../../admin/public.ts";
import { createMarketCrawl, listMarketCrawls, updateMarketCrawl } from "./market-crawl.service.ts";

const ADMIN_ONLY = "Admins only: 401 without a token, 403 for a user who is not an admin.";

const ZId = z
  .string()
  .regex(/^\d{1,9}$/, "Invalid id")
  .transform(Number)
  .pipe(z.number().int().positive("Invalid id"));

/** The admin's markets: what the crawl job keeps warm, and what it has spent this month. */
export function marketCrawlRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: before any input is validated, so anonymous callers always get 401 and users 403.
    app.addHook("onRequest", requireAdmin(ctx));
    const tags = ["admin"];
    const security = [{ bearerAuth: [] }];
    const denied = { 400: z.union([ZErrorDetailSchema, ZFieldErrorsSchema]), 401: ZErrorDetailSchema, 403: ZErrorDetailSchema };

    app.get(
      "/admin/markets/",
      {
        schema: {
          tags,
          security,
          operationId: "listMarketCrawls",
          summary: "List the markets the crawl keeps warm, with size, freshness and this month's spend",
          description: `Each market's definition, the accounts its crawl found, its least fresh segment, pages spent this month per source against the budget, and the next run. ${ADMIN_ONLY}`,
          response: { 200: ZMarketCrawlListSchema, ...denied },
        },
      },
      async () => listMarketCrawls(ctx),
    );

    app.post(
      "/admin/markets/",
      {
        schema: {
          tags,
          security,
          operationId: "createMarketCrawl",
          summary: "Define a market to crawl: countries, platforms, follower bands, categories, language and monthly budgets",
          description: `Creates the market and one segment per combination. An active market is crawled from the next run. ${ADMIN_ONLY}`,
          body: ZMarketCrawlInputSchema,
          response: { 201: ZMarketCrawlSchema, ...denied },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return createMarketCrawl(ctx, request.body);
      },
    );

    app.put(
      "/admin/markets/:id/",
      {
        schema: {
          tags,
          security,
          operationId: "updateMarketCrawl",
          summary: "Change a market's definition, budgets or whether it is crawled",
          description: `Segments that remain keep their pages; removed ones stop being crawled (their spend this month still counts). ${ADMIN_ONLY}`,
          params: z.object({ id: ZId }),
          body: ZMarketCrawlInputSchema,
          response: { 200: ZMarketCrawlSchema, ...denied, 404: ZErrorDetailSchema },
        },
      },
      async (request) => updateMarketCrawl(ctx, request.params.id, request.body),
    );
  };
}
