import {
  ZCheckoutErrorSchema,
  ZCheckoutSessionSchema,
  ZPaymentMethodsSchema,
  ZPaymentStatusQuerySchema,
  ZPaymentStatusResultSchema,
  ZPrepareCheckoutRequestSchema,
} from "@radar/contract/billing";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate, currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { currentWorkspace } from "../../core/workspaces/current-workspace.ts";
import { listPaymentMethods, prepareCheckout } from "./checkout.service.ts";
import { checkPaymentStatus } from "./payment-status.service.ts";
import { handlePaymentNotification } from "./webhook.service.ts";

const ZWebhookJsonBody = z.object({ encryptedBody: z.string() });

export function paymentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const tags = ["payments"];
    const security = [{ bearerAuth: [] }];
    // HyperPay may post the hex ciphertext as text/plain or as an octet stream.
    app.addContentTypeParser("application/octet-stream", { parseAs: "string" }, (_request, body, done) => done(null, body));

    app.get(
      "/payments/methods/",
      { onRequest: requireUser, schema: { tags, security, response: { 200: ZPaymentMethodsSchema } } },
      async () => listPaymentMethods(ctx),
    );

    app.post(
      "/payments/prepare_checkout/",
      {
        onRequest: requireUser,
        // `{"error": first message, "customer_data.city": ["City is required"], ...}`: the spec reads `error`, forms read fields.
        config: { errorShape: "checkout" },
        schema: {
          tags,
          security,
          description: "Prepares a checkout for the current workspace's plan. Owner only: 403 `billing_owner_only` for other members.",
          body: ZPrepareCheckoutRequestSchema,
          response: { 200: ZCheckoutSessionSchema, 400: ZCheckoutErrorSchema },
        },
      },
      async (request) => prepareCheckout(ctx, await currentWorkspace(ctx.db, request), request.body, request.ip),
    );

    app.get(
      "/payments/payment_status/",
      {
        onRequest: requireUser,
        schema: { tags, security, querystring: ZPaymentStatusQuerySchema, response: { 200: ZPaymentStatusResultSchema } },
      },
      async (request) => checkPaymentStatus(ctx, currentUserId(request), request.query.checkout_id),
    );

    app.post(
      "/payments/webhook/",
      { schema: { tags, description: "HyperPay notifications (AES-256-GCM, key PAYMENT_WEBHOOK_SECRET)." } },
      async (request) => {
        const raw = request.body;
        const json = ZWebhookJsonBody.safeParse(raw);
        const body = json.success ? json.data.encryptedBody : typeof raw === "string" ? raw : "";
        const iv = request.headers["x-initialization-vector"];
        const tag = request.headers["x-authentication-tag"];
        const outcome = await handlePaymentNotification(ctx, {
          body,
          iv: typeof iv === "string" ? iv : "",
          tag: typeof tag === "string" ? tag : "",
        });
        return { received: true, outcome };
      },
    );
  };
}
