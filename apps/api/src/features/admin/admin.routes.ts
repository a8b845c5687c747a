import {
  ZBookingMessageListSchema,
  ZBookingMessageSchema,
  ZBookingSchema,
  ZCreditUserSchema,
  ZSendBookingMessageSchema,
  ZTablePageSchema,
  ZUpdateBookingSchema,
  ZUpdateUserCreditsSchema,
} from "@radar/contract/admin";
import {
  ZAdminSetWorkspaceCreditsSchema,
  ZAdminWorkspaceDetailSchema,
  ZAdminWorkspacePageSchema,
  ZAdminWorkspacesQuerySchema,
} from "@radar/contract/admin-workspaces";
import { ZErrorDetailSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { listBookingMessages, sendBookingMessage } from "./booking-messages.service.ts";
import { deleteBooking, updateBooking } from "./bookings.service.ts";
import { setUserCredits } from "./credits.service.ts";
import { requireAdmin } from "./require-admin.ts";
import { parseTableQuery } from "./table/table-query.ts";
import { runTableQuery } from "./table/table-sql.ts";
import { getAdminWorkspace, listAdminWorkspaces, setWorkspaceCredits } from "./workspaces.service.ts";

const ADMIN_ONLY = "Admins only: 401 without a token, 403 for a user who is not an admin.";
const TABLE_HELP =
  "SPEC §7 generic table helper on the whitelisted resources `bookings` and `profiles`: `field=value`, " +
  "`field__ne|gt|lt|gte|lte|icontains|in=value` (`in` takes a comma-separated list), `ordering=-a,b` (at most 3), " +
  "`offset` (0–1000000), `limit` (1–500, default 50), `select=a,b`. An unknown resource, field or operator, a value " +
  "of the wrong type or a parameter given twice is 400.";

/** A query value; a key given twice arrives as a list, which parseTableQuery refuses with a 400 naming it. */
const ZTableParam = z.union([z.string(), z.array(z.string())]);

/**
 * The table helper's query: its reserved parameters by name, so the OpenAPI document lists them,
 * and any other key as a field filter (the description above spells those out).
 */
const ZTableQuery = z
  .object({
    ordering: ZTableParam.optional().describe("Comma-separated fields, `-` before one for descending; at most 3."),
    offset: ZTableParam.optional().describe("Rows to skip, 0–1000000."),
    limit: ZTableParam.optional().describe("Rows per page, 1–500; 50 by default."),
    select: ZTableParam.optional().describe("Comma-separated fields to return; all by default."),
  })
  .catchall(ZTableParam);

/** A positive 32-bit id written in digits only ("1e3", " 7" and "0x10" are not ids). */
const ZId = z
  .string()
  .regex(/^\d{1,10}$/, "Invalid id")
  .transform(Number)
  .pipe(z.number().int().positive("Invalid id").max(2_147_483_647, "Invalid id"));

/** The admin API: the generic table helper, booking actions and thread, user credits. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: before any input is validated, so anonymous callers always get 401 and users 403.
    app.addHook("onRequest", requireAdmin(ctx));
    const tags = ["admin"];
    const security = [{ bearerAuth: [] }];
    // 400 is `{detail}` for the table helper's query and a field map for a bad id or body.
    const denied = { 400: z.union([ZErrorDetailSchema, ZFieldErrorsSchema]), 401: ZErrorDetailSchema, 403: ZErrorDetailSchema };
    const missing = { ...denied, 404: ZErrorDetailSchema };

    app.get(
      "/admin/tables/:resource/",
      {
        schema: {
          tags,
          security,
          description: `${TABLE_HELP} ${ADMIN_ONLY}`,
          params: z.object({ resource: z.string().max(64) }),
          querystring: ZTableQuery,
          response: { 200: ZTablePageSchema, ...denied },
        },
      },
      async (request) => runTableQuery(ctx.db, parseTableQuery(request.params.resource, request.query)),
    );

    app.put(
      "/admin/tables/bookings/:id/",
      {
        schema: {
          tags,
          security,
          description:
            "Confirms (`status: confirmed`), cancels (`status: cancelled`: both statuses, the customer's refund when " +
            `before the start, an e-mail) and/or sets the admin's notes of a booking. A cancelled booking stays cancelled (409). ${ADMIN_ONLY}`,
          params: z.object({ id: ZId }),
          body: ZUpdateBookingSchema,
          response: { 200: ZBookingSchema, ...missing, 409: ZErrorDetailSchema },
        },
      },
      async (request) => updateBooking(ctx, currentUserId(request), request.params.id, request.body),
    );

    app.delete(
      "/admin/tables/bookings/:id/",
      {
        schema: {
          tags,
          security,
          description: `Deletes the booking (the meeting row and its thread). ${ADMIN_ONLY}`,
          params: z.object({ id: ZId }),
          response: { 204: z.null().describe("Deleted"), ...missing },
        },
      },
      async (request, reply) => {
        await deleteBooking(ctx, currentUserId(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.put(
      "/admin/tables/profiles/:id/",
      {
        schema: {
          tags,
          security,
          description:
            "Sets the credits of the user's CURRENT workspace (credits belong to workspaces; the workspace the user last " +
            "switched to); the ledger records the change with the user as the member, the admin as actor and the note. " +
            `To set a given workspace's balance use PUT /api/admin/workspaces/{id}/credits/. ${ADMIN_ONLY}`,
          params: z.object({ id: ZId }),
          body: ZUpdateUserCreditsSchema,
          response: { 200: ZCreditUserSchema, ...missing },
        },
      },
      async (request) => setUserCredits(ctx, currentUserId(request), request.params.id, request.body),
    );

    const workspaceParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, "Invalid id") });
    app.get(
      "/admin/workspaces/",
      {
        schema: {
          tags,
          security,
          summary: "Workspaces, newest first",
          description: `Search by the workspace's name or any member's e-mail (\`q\`, case-insensitive); \`offset\`, \`limit\` (1–100). ${ADMIN_ONLY}`,
          querystring: ZAdminWorkspacesQuerySchema,
          response: { 200: ZAdminWorkspacePageSchema, ...denied },
        },
      },
      async (request) => listAdminWorkspaces(ctx, request.query),
    );

    app.get(
      "/admin/workspaces/:id/",
      {
        schema: {
          tags,
          security,
          summary: "A workspace: its members with their roles, plan, credits and invoices",
          description: ADMIN_ONLY,
          params: workspaceParams,
          response: { 200: ZAdminWorkspaceDetailSchema, ...missing },
        },
      },
      async (request) => getAdminWorkspace(ctx, request.params.id),
    );

    app.put(
      "/admin/workspaces/:id/credits/",
      {
        schema: {
          tags,
          security,
          summary: "Set a workspace's credits",
          description:
            "Sets the workspace's balance; the ledger records the difference (reason `admin_adjustment`, the given reason as " +
            `reference, the admin as actor, the workspace's owner as the member) and the audit log the change. ${ADMIN_ONLY}`,
          params: workspaceParams,
          body: ZAdminSetWorkspaceCreditsSchema,
          response: { 200: ZAdminWorkspaceDetailSchema, ...missing },
        },
      },
      async (request) => setWorkspaceCredits(ctx, currentUserId(request), request.params.id, request.body),
    );

    app.get(
      "/admin/bookings/:id/messages/",
      {
        schema: {
          tags,
          security,
          description: `The e-mails sent to the booking's customer, oldest first. ${ADMIN_ONLY}`,
          params: z.object({ id: ZId }),
          response: { 200: ZBookingMessageListSchema, ...missing },
        },
      },
      async (request) => listBookingMessages(ctx, request.params.id),
    );

    app.post(
      "/admin/bookings/:id/messages/",
      {
        schema: {
          tags,
          security,
          description: `E-mails the booking's customer and adds the message to the thread. ${ADMIN_ONLY}`,
          params: z.object({ id: ZId }),
          body: ZSendBookingMessageSchema,
          response: { 201: ZBookingMessageSchema, ...missing },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await sendBookingMessage(ctx, currentUserId(request), request.params.id, request.body)),
    );
  };
}
