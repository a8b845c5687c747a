import { NO_ACTIVE_SUBSCRIPTION } from "@radar/contract/subscriptions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";

/**
 * The after-login subscription check. Plans, payments and subscriptions arrive with the billing
 * issue (#3); until then no user has a subscription, which is the truthful answer.
 */
export function subscriptionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/subscriptions/current/", { preHandler: authenticate(ctx.tokens), schema: { tags: ["subscriptions"] } }, async () => {
      throw AppError.notFound(NO_ACTIVE_SUBSCRIPTION);
    });
  };
}
