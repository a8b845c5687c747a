import { ZErrorDetailSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import {
  ZBillingDetailsInputSchema,
  ZBillingDetailsResponseSchema,
  ZBillingDetailsSchema,
  ZCreditNoteRequestSchema,
  ZInvoiceFileParamsSchema,
  ZInvoiceListSchema,
  ZInvoiceParamsSchema,
  ZInvoiceSchema,
} from "@radar/contract/invoices";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate, currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { sendPrivateAttachment } from "../../core/http/private-attachment.ts";
import { currentRole } from "../../core/users/user-queries.ts";
import { currentWorkspace } from "../../core/workspaces/current-workspace.ts";
import { requireAdmin } from "../admin/public.ts";
import {
  creditInvoice,
  downloadInvoice,
  getBillingDetails,
  listAllInvoices,
  listWorkspaceInvoices,
  saveBillingDetails,
} from "./invoices.service.ts";

/** Billing details, tax invoices and credit notes (issue 35 item 4). */
export function invoicesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const adminOnly = requireAdmin(ctx);
    const tags = ["invoices"];
    const security = [{ bearerAuth: [] }];

    app.get(
      "/billing/details/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description: "The buyer printed on the current workspace's next invoices (any member may read it); null until saved.",
          response: { 200: ZBillingDetailsResponseSchema },
        },
      },
      async (request) => ({ details: await getBillingDetails(ctx, await currentWorkspace(ctx.db, request)) }),
    );

    app.put(
      "/billing/details/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "Saves the legal name, address, VAT number (15 digits, starting and ending with 3; optional) and commercial registration (10 digits; optional). " +
            "With a VAT number, the next payment issues a tax invoice; without one, a simplified tax invoice. Invoices already issued keep their buyer. " +
            "The current workspace's; owner only (403 `billing_owner_only`).",
          body: ZBillingDetailsInputSchema,
          response: { 200: ZBillingDetailsSchema, 400: ZFieldErrorsSchema },
        },
      },
      async (request) => saveBillingDetails(ctx, await currentWorkspace(ctx.db, request), request.body),
    );

    app.get(
      "/invoices/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description: "The current workspace's invoices and credit notes, newest first. Owner only (403 `billing_owner_only`).",
          response: { 200: ZInvoiceListSchema },
        },
      },
      async (request) => ({ invoices: await listWorkspaceInvoices(ctx, await currentWorkspace(ctx.db, request)) }),
    );

    app.get(
      "/invoices/:id/:format/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          params: ZInvoiceFileParamsSchema,
          description:
            "The invoice's PDF (Arabic and English) or its UBL 2.1 XML, as an attachment, for the workspace's owner (403 `billing_owner_only` for its other members). " +
            "Another workspace's invoice answers 404 (an admin may read any).",
        },
      },
      async (request, reply) => {
        const admin = (await currentRole(ctx.db, currentUserId(request))) === "admin";
        const file = await downloadInvoice(
          ctx,
          { scope: await currentWorkspace(ctx.db, request), admin },
          request.params.id,
          request.params.format,
        );
        return sendPrivateAttachment(reply, file);
      },
    );

    app.get(
      "/admin/invoices/",
      {
        onRequest: adminOnly,
        schema: {
          tags: ["admin", ...tags],
          security,
          description: "Every invoice and credit note, newest first (the latest 500), with the owner's e-mail.",
          response: { 200: ZInvoiceListSchema },
        },
      },
      async () => ({ invoices: await listAllInvoices(ctx) }),
    );

    app.post(
      "/admin/invoices/:id/credit-note/",
      {
        onRequest: adminOnly,
        schema: {
          tags: ["admin", ...tags],
          security,
          params: ZInvoiceParamsSchema,
          body: ZCreditNoteRequestSchema,
          description:
            "Issues a credit note for the whole invoice (after a refund made at the gateway), e-mailed to the workspace's owners. One per invoice: asking again answers 200 with the one issued. " +
            "It does not change the subscription or the credits.",
          response: { 200: ZInvoiceSchema, 201: ZInvoiceSchema, 400: ZFieldErrorsSchema, 404: ZErrorDetailSchema, 409: ZErrorDetailSchema },
        },
      },
      async (request, reply) => {
        const { invoice, created } = await creditInvoice(ctx, request.params.id, request.body.reason);
        return reply.status(created ? 201 : 200).send(invoice);
      },
    );
  };
}
