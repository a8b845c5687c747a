import { ZErrorDetailSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import {
  ZGenerateReportRequestSchema,
  ZGenerateReportResponseSchema,
  ZReportDownloadQuerySchema,
  ZReportListResponseSchema,
  ZReportSchema,
  ZReportTemplateListSchema,
} from "@radar/contract/reports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { sendPrivateAttachment } from "../../core/http/private-attachment.ts";
import { currentWorkspace } from "../../core/workspaces/current-workspace.ts";
import { REPORT_TEMPLATES } from "./report-templates.ts";
import { downloadReport, getReport, listReports, orderReport } from "./reports.service.ts";

const OWN_ONLY = "The workspace's reports, whichever member ordered them (created_by): another workspace's id answers 404.";

/** The reports API (SPEC §7 Reports). */
export function reportsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const tags = ["reports"];
    const security = [{ bearerAuth: [] }];
    const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
    const missing = { 400: ZFieldErrorsSchema, 404: ZErrorDetailSchema };

    app.get(
      "/reports/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description: `${OWN_ONLY} Newest first, with the workspace's credits.`,
          response: { 200: ZReportListResponseSchema },
        },
      },
      async (request) => listReports(ctx, await currentWorkspace(ctx.db, request)),
    );

    app.get(
      "/reports/templates/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description: "The report templates and the sections each holds.",
          response: { 200: ZReportTemplateListSchema },
        },
      },
      async () => REPORT_TEMPLATES,
    );

    app.get(
      "/reports/profile/:id/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          params,
          description: "The reports of one of the workspace's profiles; another workspace's profile is 404.",
          response: { 200: ZReportListResponseSchema, ...missing },
        },
      },
      async (request) => listReports(ctx, await currentWorkspace(ctx.db, request), request.params.id),
    );

    app.get(
      "/reports/download/:id/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          params,
          querystring: ZReportDownloadQuerySchema,
          description: `${OWN_ONLY} The file of a completed report (format pdf or pptx; default the PDF) as an attachment named after the account and the date. 404 'report not available' while it is not completed or has no such format.`,
        },
      },
      async (request, reply) => {
        const file = await downloadReport(ctx, await currentWorkspace(ctx.db, request), request.params.id, request.query.format);
        return sendPrivateAttachment(reply, file);
      },
    );

    app.post(
      "/reports/generate/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "Orders a report, charged to the workspace, of one of its profiles (`profile`) or of any creator of the influencer index (`influencer_id`): " +
            "answers at once with the report (pending) and the credits left; a background job generates it and GET /api/events/ says when it is ready. " +
            "Costs the plan's report_cost. Too few credits: 403 'Report limit reached for your subscription level' for a profile, " +
            "402 'Insufficient credits' for a creator; nothing is charged. A report that fails is refunded. " +
            "With `idempotency_key`, repeating the order (a double click, a retry, concurrent requests) answers 200 with the same report and charges once; " +
            "the same key for a different report is 409.",
          body: ZGenerateReportRequestSchema,
          response: {
            200: ZGenerateReportResponseSchema,
            201: ZGenerateReportResponseSchema,
            400: z.union([ZFieldErrorsSchema, ZErrorDetailSchema]),
            402: ZErrorDetailSchema,
            403: ZErrorDetailSchema,
            404: ZErrorDetailSchema,
            409: ZErrorDetailSchema,
            503: ZErrorDetailSchema,
          },
        },
      },
      async (request, reply) => {
        const order = await orderReport(ctx, await currentWorkspace(ctx.db, request), request.body);
        return reply.status(order.created ? 201 : 200).send(order.response);
      },
    );

    app.get(
      "/reports/:id/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          params,
          description: `${OWN_ONLY} Status and template_name, for polling.`,
          response: { 200: ZReportSchema, ...missing },
        },
      },
      async (request) => getReport(ctx, await currentWorkspace(ctx.db, request), request.params.id),
    );
  };
}
