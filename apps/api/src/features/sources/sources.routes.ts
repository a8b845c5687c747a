import { ZErrorDetailSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import {
  SOURCE_IDS,
  ZSourceSpendSchema,
  ZSourceStatusListSchema,
  ZSourceTestResultSchema,
  ZVendorImportListSchema,
  ZVendorImportRequestSchema,
  ZVendorImportSchema,
} from "@radar/contract/sources";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { requireAdmin } from "../admin/public.ts";
import { sourceStatuses, testSource } from "./source-status.service.ts";
import { sourceSpend } from "./spend/spend.service.ts";
import { resumeVendorImport, startVendorImport, vendorImports } from "./vendor-import.service.ts";

/** The admin's "Data sources" tab: every route checks the admin role on the server. */
export function sourcesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = requireAdmin(ctx);
    const tags = ["admin"];
    const security = [{ bearerAuth: [] }];
    const detail = ZErrorDetailSchema;
    const errors = { 400: z.union([detail, ZFieldErrorsSchema]), 401: detail, 403: detail, 404: detail, 409: detail, 503: detail };

    app.get(
      "/admin/sources/",
      {
        onRequest,
        schema: {
          tags,
          security,
          description: "Each data source: live / sandbox / off, today's quota, last success, last error, accounts in the index.",
          response: { 200: ZSourceStatusListSchema, ...errors },
        },
      },
      async () => ({ sources: await sourceStatuses(ctx) }),
    );

    app.get(
      "/admin/sources/spend/",
      {
        onRequest,
        schema: {
          tags,
          security,
          description:
            "What the paid sources cost: units and calls per source per UTC day (last 30 days), the 20 users whose calls cost most " +
            "this month (by purpose: preview, add, refresh, report, market_search, crawl, import), and each source's spend today " +
            "and this month against its daily quota and (vendors) monthly budget; `alarm` is set at 80 % (one e-mail to " +
            "CONTACT_EMAIL per day or month).",
          response: { 200: ZSourceSpendSchema, ...errors },
        },
      },
      async () => sourceSpend(ctx),
    );

    app.post(
      "/admin/sources/:id/test/",
      {
        onRequest,
        schema: {
          tags,
          security,
          description: "Tests a source's connection with one cheap real call (it spends one unit of its quota).",
          params: z.object({ id: z.enum(SOURCE_IDS) }),
          response: { 200: ZSourceTestResultSchema, ...errors },
        },
      },
      async (request) => testSource(ctx, request.params.id),
    );

    app.get(
      "/admin/sources/imports/",
      {
        onRequest,
        schema: {
          tags,
          security,
          description: "The latest vendor imports with their progress.",
          response: { 200: ZVendorImportListSchema, ...errors },
        },
      },
      async () => ({ imports: await vendorImports(ctx) }),
    );

    app.post(
      "/admin/sources/imports/",
      {
        onRequest,
        schema: {
          tags,
          security,
          description:
            "Imports up to `pages` pages of a vendor's discovery search (HypeAuditor: 20 accounts a page) into the index as a " +
            "background job; progress in GET /admin/sources/imports/. Resumable after a restart, idempotent by account.",
          body: ZVendorImportRequestSchema,
          response: { 202: ZVendorImportSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(202).send(await startVendorImport(ctx, currentUserId(request), request.body)),
    );

    app.post(
      "/admin/sources/imports/:id/resume/",
      {
        onRequest,
        schema: {
          tags,
          security,
          description: "Puts a failed import back in the queue; it goes on from the page it reached.",
          params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
          response: { 202: ZVendorImportSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(202).send(await resumeVendorImport(ctx, request.params.id)),
    );
  };
}
