import { ZPlanListSchema } from "@radar/contract/billing";
import { INT32_MAX } from "@radar/contract/constants";
import {
  ZCreateSubscriptionRequestSchema,
  ZSubscriptionListSchema,
  ZSubscriptionSchema,
  ZUpdateSubscriptionRequestSchema,
} from "@radar/contract/subscriptions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { currentWorkspace } from "../../core/workspaces/current-workspace.ts";
import { listPublicPlans, toPlanDto } from "./plans.ts";
import {
  cancelSubscription,
  changeSubscriptionPlan,
  chooseSubscriptionPlan,
  getCurrentSubscription,
  listSubscriptions,
  withdrawPlanChange,
} from "./subscriptions.service.ts";

/** SPEC §9: plans are cached for 5 minutes. */
const PLANS_CACHE_CONTROL = "public, max-age=300";

export function subscriptionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const tags = ["subscriptions"];
    const security = [{ bearerAuth: [] }];
    const params = z.object({ id: z.coerce.number().int().positive().max(INT32_MAX) });

    app.get("/subscriptions/plans/", { schema: { tags, response: { 200: ZPlanListSchema } } }, async (_request, reply) => {
      reply.header("cache-control", PLANS_CACHE_CONTROL);
      return (await listPublicPlans(ctx.db)).map(toPlanDto);
    });

    app.get(
      "/subscriptions/current/",
      { onRequest: requireUser, schema: { tags, security, response: { 200: ZSubscriptionSchema } } },
      async (request) => getCurrentSubscription(ctx, await currentWorkspace(ctx.db, request)),
    );

    app.get(
      "/subscriptions/",
      { onRequest: requireUser, schema: { tags, security, response: { 200: ZSubscriptionListSchema } } },
      async (request) => listSubscriptions(ctx, await currentWorkspace(ctx.db, request)),
    );

    app.post(
      "/subscriptions/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "Records the chosen plan as the workspace's pending subscription; the next successful payment activates it. Owner only: 403 `billing_owner_only` for other members.",
          body: ZCreateSubscriptionRequestSchema,
          response: { 201: ZSubscriptionSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await chooseSubscriptionPlan(ctx, await currentWorkspace(ctx.db, request), request.body.plan_id)),
    );

    app.patch(
      "/subscriptions/:id/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "Confirms a plan change; it takes effect with the next payment. The same plan as now withdraws it. Owner only (403 `billing_owner_only`).",
          params,
          body: ZUpdateSubscriptionRequestSchema,
          response: { 200: ZSubscriptionSchema },
        },
      },
      async (request) => changeSubscriptionPlan(ctx, await currentWorkspace(ctx.db, request), request.params.id, request.body.plan_id),
    );

    // The owner's actions on one subscription that take nothing but its id and answer it as it now is.
    const actions = [
      {
        path: "cancel",
        run: cancelSubscription,
        description:
          "Cancels the workspace's subscription: no renewal, access and credits until its end. Owner only (403 `billing_owner_only`).",
      },
      {
        path: "withdraw_plan_change",
        run: withdrawPlanChange,
        description:
          "Withdraws the requested plan change (next_plan); the next payment renews the current plan. Owner only (403 `billing_owner_only`).",
      },
    ];
    for (const { path, run, description } of actions) {
      app.post(
        `/subscriptions/:id/${path}/`,
        { onRequest: requireUser, schema: { tags, security, description, params, response: { 200: ZSubscriptionSchema } } },
        async (request) => run(ctx, await currentWorkspace(ctx.db, request), request.params.id),
      );
    }
  };
}
