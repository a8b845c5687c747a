import { ZErrorDetailSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import { ZUsageExportQuerySchema, ZUsagePageSchema, ZUsageQuerySchema } from "@radar/contract/usage";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { attachmentDisposition, EXPORT_CONTENT_TYPES } from "../../core/export/table-export.ts";
import { requestLanguage } from "../../core/http/request-language.ts";
import { currentWorkspace } from "../../core/workspaces/current-workspace.ts";
import { exportUsage, readUsage } from "./usage.service.ts";

/** Settings → Usage: the current workspace's credit history and its CSV; any member reads them. */
export function registerUsageRoutes(app: Parameters<FastifyPluginAsyncZod>[0], ctx: AppContext): void {
  const requireUser = authenticate(ctx.tokens);
  const schema = { tags: ["workspaces"], security: [{ bearerAuth: [] }] };
  const invalid = z.union([ZErrorDetailSchema, ZFieldErrorsSchema]);

  app.get(
    "/workspaces/current/usage/",
    {
      onRequest: requireUser,
      schema: {
        ...schema,
        summary: "The current workspace's credit history, its totals and the credits' value in SAR",
        description:
          "Every movement of the workspace's credits, newest first: date, the member who caused it, kind, credits moved, " +
          "balance after and reference. Filters: `member` (user id), `kind`, `month` (YYYY-MM, Riyadh time). `totals` covers " +
          "every row the filters match. `credit_value_sar` is the current plan's price over its included credits (before VAT); " +
          "null without a current plan. Any member may read it.",
        querystring: ZUsageQuerySchema,
        response: { 200: ZUsagePageSchema, 400: invalid },
      },
    },
    async (request) => {
      const { offset, limit, ...filters } = request.query;
      return readUsage(ctx, await currentWorkspace(ctx.db, request), filters, { offset, limit });
    },
  );

  app.get(
    "/workspaces/current/usage/export/",
    {
      onRequest: requireUser,
      schema: {
        ...schema,
        summary: "The current workspace's credit history as CSV",
        description:
          "The same filters as the list, every matching row, as CSV (UTF-8 with BOM). The header row is in `lang`, else in the " +
          "language of Accept-Language (Arabic or English). Text a spreadsheet could run as a formula gets a leading apostrophe.",
        querystring: ZUsageExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, lang: explicit, ...filters } = request.query;
      const lang = requestLanguage(request, explicit);
      const { stream, baseName } = exportUsage(ctx, await currentWorkspace(ctx.db, request), filters, lang);
      return reply
        .header("content-disposition", attachmentDisposition(baseName, format))
        .header("cache-control", "private, no-store")
        .type(EXPORT_CONTENT_TYPES[format])
        .send(stream);
    },
  );
}
