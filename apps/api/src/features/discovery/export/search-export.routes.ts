import { SEARCH_EXPORT_MAX_ROWS, ZExportQuerySchema } from "@radar/contract/lists";
import { ZSearchRequestSchema } from "@radar/contract/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate } from "../../../core/auth/authenticate.ts";
import type { AppContext } from "../../../core/context.ts";
import { attachmentDisposition, EXPORT_CONTENT_TYPES } from "../../../core/export/table-export.ts";
import { requestLanguage } from "../../../core/http/request-language.ts";
import { currentWorkspace } from "../../../core/workspaces/current-workspace.ts";
import { EXPORTS_PER_WINDOW, exportSearch } from "./search-export.ts";

export function searchExportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/search/export/",
      {
        onRequest: authenticate(ctx.tokens),
        // Errors as POST /api/search/'s: the web app reads them the same way. No response schema: the
        // answer is a file stream, and the error handler documents every error status in this shape.
        config: { errorShape: "search" },
        schema: {
          tags: ["search"],
          security: [{ bearerAuth: [] }],
          description:
            `Exports the search body's filters, in its order, up to ${SEARCH_EXPORT_MAX_ROWS.toLocaleString("en")} rows, as CSV (UTF-8 with BOM) or XLSX, ` +
            "streamed. Headers, places and categories in `lang` (else Accept-Language, else English). It costs nothing more than the search: " +
            "filters the workspace searched within the last 30 minutes are free, others are charged once as the search would be (402 with the shortfall; nothing found is free). " +
            `At most ${EXPORTS_PER_WINDOW} exports per user per 10 minutes (429). ` +
            "Text a spreadsheet could run as a formula (starting with =, +, -, @, a tab or a carriage return, or an apostrophe) gets one leading apostrophe; numbers and dates stay typed.",
          querystring: ZExportQuerySchema,
          body: ZSearchRequestSchema,
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        const lang = requestLanguage(request, request.query.lang);
        const file = await exportSearch(ctx, await currentWorkspace(ctx.db, request), request.body, { format, lang });
        return reply
          .header("content-type", EXPORT_CONTENT_TYPES[format])
          .header("content-disposition", attachmentDisposition(file.baseName, format))
          .header("cache-control", "private, no-store")
          .send(file.stream);
      },
    );
  };
}
