import { z } from "zod";
import { ZPlanSchema } from "./billing.ts";
import { INT32_MAX } from "./constants.ts";

export { NO_ACTIVE_SUBSCRIPTION } from "./constants.ts";

/**
 * pending: chosen (POST /subscriptions/) but not paid · active: paid, within its period ·
 * cancelled: no renewal, access until end_date · expired: reached end_date · replaced: a later
 * payment started a new subscription.
 */
export const SUBSCRIPTION_STATUSES = ["pending", "active", "cancelled", "expired", "replaced"] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** SPEC §3 Subscription. Dates are ISO 8601 strings; credits come from the credit ledger. */
export const ZSubscriptionSchema = z.object({
  id: z.number().int(),
  plan: ZPlanSchema,
  /** True while the subscription grants access: active or cancelled, and before end_date. */
  is_active: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  credits_remaining: z.number(),
  last_period_reset: z.string().nullable(),
  searches_this_period: z.number().int(),
  searches_remaining: z.number().int(),
  /** The plan change the user confirmed (PATCH); it takes effect with the next payment and can be withdrawn. */
  next_plan: ZPlanSchema.nullable(),
  cancelled_at: z.string().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscriptionSchema>;
export const ZSubscriptionListSchema = z.array(ZSubscriptionSchema);

/** POST /api/subscriptions/ — records the plan the user chose, as a pending subscription. */
export const ZCreateSubscriptionRequestSchema = z.object({ plan_id: z.number().int().positive().max(INT32_MAX) });
export type TCreateSubscriptionRequest = z.infer<typeof ZCreateSubscriptionRequestSchema>;

/** PATCH /api/subscriptions/{id}/ — the plan to move to at the next payment. */
export const ZUpdateSubscriptionRequestSchema = z.object({ plan_id: z.number().int().positive().max(INT32_MAX) });
export type TUpdateSubscriptionRequest = z.infer<typeof ZUpdateSubscriptionRequestSchema>;

/**
 * POST /api/subscriptions/{id}/withdraw_plan_change/ — no body; answers the subscription without its
 * next_plan. Only this, the PATCH above or a successful payment changes the plan.
 */
export const WITHDRAW_PLAN_CHANGE_PATH = (subscriptionId: number) => `/subscriptions/${subscriptionId}/withdraw_plan_change/`;
