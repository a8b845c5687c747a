import { z } from "zod";
import { EMAIL_PATTERN } from "./auth.ts";
import { CURRENCY, INT32_MAX } from "./constants.ts";

/** Plans, the billing form, checkout and payment status (SPEC §3, §5, §7, §9). */

export const PLAN_LEVELS = ["basic", "growth", "professional"] as const;
export type TPlanLevel = (typeof PLAN_LEVELS)[number];

export const PLAN_INTERVALS = ["month", "year"] as const;
export type TPlanInterval = (typeof PLAN_INTERVALS)[number];

export const SEATS_AVAILABLE = ["available", "limited", "full"] as const;

/** The plan the subscriptions page highlights as most popular (SPEC §9). */
export const HIGHLIGHTED_PLAN_ID = 3;

/** The legacy label of a user's plan in the admin credits table (SPEC §3 "User plan data"). */
export const PLAN_LABELS = ["free", "standard", "premium"] as const;
export type TPlanLabel = (typeof PLAN_LABELS)[number];

export const ZPlanFeatureSchema = z.object({ key: z.string(), en: z.string(), ar: z.string() });
export type TPlanFeature = z.infer<typeof ZPlanFeatureSchema>;

/** GET /api/subscriptions/plans/ — prices in SAR; credits and costs are per month, also on yearly plans. */
export const ZPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.enum(PLAN_LEVELS),
  interval: z.enum(PLAN_INTERVALS),
  price: z.number(),
  currency: z.literal(CURRENCY),
  included_credits: z.number(),
  /** The same figure as included_credits, under the name the web app's plan cards read. */
  creditAmount: z.number(),
  max_profiles: z.number().int(),
  monthly_free_consultation: z.boolean(),
  consultation_credit_cost: z.number(),
  search_cost: z.number(),
  report_cost: z.number(),
  max_competitors: z.number().int(),
  seats_available: z.enum(SEATS_AVAILABLE),
  /** Extras beyond the figures above (Professional: maturity baseline, competitor analysis, ...). */
  features: z.array(ZPlanFeatureSchema),
});
export type TPlan = z.infer<typeof ZPlanSchema>;
export const ZPlanListSchema = z.array(ZPlanSchema);

/** SPEC §5: the billing form's messages. */
export const BILLING_MSG = {
  invalidEmail: "Invalid email address",
  firstName: "First name is required",
  lastName: "Last name is required",
  street: "Address is required",
  city: "City is required",
  state: "State is required",
  country: "Country is required",
  countryUnsupported: "Please choose one of the listed countries",
  postcode: "Postal code is required",
  amountMismatch: "The amount does not match the price of the selected plan",
  unknownPlan: "Unknown plan",
  methodUnavailable: "This payment method is not available",
  ownerOnly: "Only the workspace owner can manage its subscription, payments and billing details.",
} as const;

export const BILLING_COUNTRIES = ["SA", "AE", "KW", "QA", "BH", "OM"] as const;
export const DEFAULT_BILLING_COUNTRY = "SA";
/** The gateway's brand names; `payment_method` picks the checkout: MADA, APPLEPAY, or VISA / MASTER for the card checkout. */
export const PAYMENT_METHODS = ["VISA", "MASTER", "MADA", "APPLEPAY"] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

const atLeastTwo = (message: string) => z.string({ error: message }).trim().min(2, message).max(100, message);

/** SPEC §3 Billing details, validated as SPEC §5 says. */
export const ZBillingDetailsSchema = z.object({
  email: z
    .string({ error: BILLING_MSG.invalidEmail })
    .trim()
    .max(254, BILLING_MSG.invalidEmail)
    .regex(EMAIL_PATTERN, BILLING_MSG.invalidEmail),
  first_name: atLeastTwo(BILLING_MSG.firstName),
  last_name: atLeastTwo(BILLING_MSG.lastName),
  street: atLeastTwo(BILLING_MSG.street),
  city: atLeastTwo(BILLING_MSG.city),
  state: atLeastTwo(BILLING_MSG.state),
  country: atLeastTwo(BILLING_MSG.country)
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(BILLING_COUNTRIES, { error: BILLING_MSG.countryUnsupported })),
  postcode: atLeastTwo(BILLING_MSG.postcode),
});
export type TBillingDetails = z.infer<typeof ZBillingDetailsSchema>;

/**
 * POST /api/payments/prepare_checkout/. The server charges the plan's price: `amount` is only
 * checked against it (a different figure is refused), never used. Without plan_id the user's
 * requested next plan (PATCH) or current plan is paid for.
 */
export const ZPrepareCheckoutRequestSchema = z.object({
  amount: z.number().positive().optional(),
  currency: z.literal(CURRENCY).default(CURRENCY),
  payment_method: z.enum(PAYMENT_METHODS).default("VISA"),
  payment_type: z.literal("DB").default("DB"),
  customer_data: ZBillingDetailsSchema,
  plan_id: z.number().int().positive().max(INT32_MAX).optional(),
});
export type TPrepareCheckoutRequest = z.input<typeof ZPrepareCheckoutRequestSchema>;

/** A refused prepare_checkout: `{"error": "City is required", "customer_data.city": ["City is required"]}`. */
export const ZCheckoutErrorSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** One way to pay: what to send as payment_method, and the brands its widget form shows. */
export const ZPaymentMethodOptionSchema = z.object({
  payment_method: z.enum(PAYMENT_METHODS),
  brands: z.array(z.enum(PAYMENT_METHODS)).min(1),
});
export type TPaymentMethodOption = z.infer<typeof ZPaymentMethodOptionSchema>;

/** GET /api/payments/methods/ — in the order the server offers them; `sandbox`: the built-in test gateway (Apple Pay on any browser). */
export const ZPaymentMethodsSchema = z.object({
  methods: z.array(ZPaymentMethodOptionSchema),
  sandbox: z.boolean(),
});
export type TPaymentMethods = z.infer<typeof ZPaymentMethodsSchema>;

/** SPEC §3 Checkout session: load script_url with integrity_hash; `brands` goes into the form's data-brands. */
export const ZCheckoutSessionSchema = z.object({
  checkout_id: z.string(),
  script_url: z.string(),
  integrity_hash: z.string(),
  /** Space-separated, e.g. "VISA MASTER", exactly as the widget's data-brands attribute wants it. */
  brands: z.string(),
  amount: z.number(),
  currency: z.literal(CURRENCY),
  plan_id: z.number().int(),
  /** The method the checkout was prepared for (its entity id at the gateway). */
  payment_method: z.enum(PAYMENT_METHODS),
});
export type TCheckoutSession = z.infer<typeof ZCheckoutSessionSchema>;

/** GET /api/payments/payment_status/ — resourcePath is accepted for compatibility and ignored. */
export const ZPaymentStatusQuerySchema = z.object({
  checkout_id: z.string().trim().min(1).max(128),
  resourcePath: z.string().max(512).optional(),
});

/**
 * Why the gateway declined a payment, by result-code family: each has its own "what to do next"
 * text in both languages (billing:result.declines.*).
 */
export const DECLINE_REASONS = [
  "insufficient_funds",
  "authentication_failed",
  "method_not_supported",
  "card_expired",
  "card_blocked",
  "card_invalid",
  "cancelled",
  "try_later",
  "declined",
] as const;
export type TDeclineReason = (typeof DECLINE_REASONS)[number];

/** SPEC §3 Payment status result. */
export const ZPaymentStatusResultSchema = z.object({
  payment_successful: z.boolean(),
  /** succeeded | pending | failed | expired: lets the result page tell "pending" from "failed". */
  status: z.enum(["succeeded", "pending", "failed", "expired"]),
  message: z.string(),
  transaction_id: z.string().nullable(),
  /** A failed payment's reason, when the gateway declined it; null otherwise. */
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
});
export type TPaymentStatusResult = z.infer<typeof ZPaymentStatusResultSchema>;
