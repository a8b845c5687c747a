import {
  ZContactMessageIdSchema,
  ZContactMessageListQuerySchema,
  ZContactMessagePageSchema,
  ZContactMessageRequestSchema,
  ZContactMessageSchema,
  ZContactReceiptSchema,
  ZUpdateContactMessageSchema,
} from "@radar/contract/contact";
import { ZErrorDetailSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { requireAdmin } from "../admin/public.ts";
import { contactMessagePage, markContactMessage, submitContactMessage } from "./contact.service.ts";
import { identifyUser } from "./optional-user.ts";

const ADMIN_ONLY = "Admins only: 401 without a token, 403 for a user who is not an admin.";

/**
 * Contact requests. The path follows SPEC §7's resource style
 * (`/campaign-requests/`): `POST /api/contact-messages/`, open to everyone, and the admin's list and
 * handled flag under `/api/admin/contact-messages/`, like the admin's other tables.
 */
export function contactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/contact-messages/",
      {
        onRequest: identifyUser(ctx.tokens),
        schema: {
          tags: ["contact"],
          description:
            "Sends a contact request (Custom plan or Enterprise) to the team: stored for the admin dashboard and e-mailed to " +
            "CONTACT_EMAIL. No token needed; with a valid token the account is kept with it. At most 5 per 10 minutes per address and account (429).",
          body: ZContactMessageRequestSchema,
          response: { 201: ZContactReceiptSchema, 400: ZFieldErrorsSchema, 429: ZErrorDetailSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await submitContactMessage(ctx, request.body, { clientIp: request.ip, userId: request.auth?.userId ?? null })),
    );

    const adminRoutes: FastifyPluginAsyncZod = async (admin) => {
      // onRequest: before any input is validated, so anonymous callers always get 401 and users 403.
      admin.addHook("onRequest", requireAdmin(ctx));
      const tags = ["admin"];
      const security = [{ bearerAuth: [] }];
      const denied = { 400: z.union([ZErrorDetailSchema, ZFieldErrorsSchema]), 401: ZErrorDetailSchema, 403: ZErrorDetailSchema };

      admin.get(
        "/admin/contact-messages/",
        {
          schema: {
            tags,
            security,
            description: `Contact requests, newest first: \`status\` open (default), handled or all; \`offset\`, \`limit\` (1–100). ${ADMIN_ONLY}`,
            querystring: ZContactMessageListQuerySchema,
            response: { 200: ZContactMessagePageSchema, ...denied },
          },
        },
        async (request) => contactMessagePage(ctx, request.query),
      );

      admin.patch(
        "/admin/contact-messages/:id/",
        {
          schema: {
            tags,
            security,
            description: `Marks a contact request handled (\`handled: true\`) or open again. ${ADMIN_ONLY}`,
            params: z.object({ id: ZContactMessageIdSchema }),
            body: ZUpdateContactMessageSchema,
            response: { 200: ZContactMessageSchema, ...denied, 404: ZErrorDetailSchema },
          },
        },
        async (request) => markContactMessage(ctx, currentUserId(request), request.params.id, request.body.handled),
      );
    };
    await app.register(adminRoutes);
  };
}
