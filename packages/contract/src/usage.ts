import { z } from "zod";

/**
 * Settings → Usage: the current workspace's credit history (every movement of its one account:
 * who, what for, how much, the balance after) with filters, totals and a CSV, and what the credits
 * are worth in riyals at the plan's price. Any member may read it.
 */

/** The ledger's reasons, as the database names them. */
export const CREDIT_KINDS = [
  "purchase",
  "monthly_reset",
  "search",
  "market_search",
  "report",
  "consultation",
  "refund",
  "admin_adjustment",
  "expiry",
] as const;
export type TCreditKind = (typeof CREDIT_KINDS)[number];

export const USAGE_PAGE_SIZE = 50;
export const USAGE_MAX_LIMIT = 200;

export const USAGE_MSG = {
  month: "Month must be written YYYY-MM",
  member: "Member must be a user id",
  kind: "Unknown kind",
} as const;

/** The filters of the list and of its export: a member (user id), a kind and a calendar month (Asia/Riyadh). */
export const ZUsageFiltersSchema = z.object({
  member: z.coerce
    .number({ error: USAGE_MSG.member })
    .int(USAGE_MSG.member)
    .positive(USAGE_MSG.member)
    .max(2_147_483_647, USAGE_MSG.member)
    .optional(),
  kind: z.enum(CREDIT_KINDS, { error: USAGE_MSG.kind }).optional(),
  month: z
    .string()
    .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, USAGE_MSG.month)
    .optional(),
});
export type TUsageFilters = z.input<typeof ZUsageFiltersSchema>;

/** GET /api/workspaces/current/usage/ */
export const ZUsageQuerySchema = ZUsageFiltersSchema.extend({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(USAGE_MAX_LIMIT).default(USAGE_PAGE_SIZE),
});
export type TUsageQuery = z.input<typeof ZUsageQuerySchema>;

/** GET /api/workspaces/current/usage/export/ */
export const ZUsageExportQuerySchema = ZUsageFiltersSchema.extend({
  format: z.enum(["csv"], { error: "format must be csv" }),
  lang: z.enum(["en", "ar"]).optional(),
});
export type TUsageExportQuery = z.input<typeof ZUsageExportQuerySchema>;

/** One movement of the workspace's credits. */
export const ZUsageEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The member who caused it (null once that user is deleted). */
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  kind: z.enum(CREDIT_KINDS),
  delta: z.number(),
  balance_after: z.number(),
  reference: z.string().nullable(),
});
export type TUsageEntry = z.infer<typeof ZUsageEntrySchema>;

export const ZUsagePageSchema = z.object({
  count: z.number().int(),
  results: z.array(ZUsageEntrySchema),
  /** Over every row the filters match, not only this page: credits taken and credits added. */
  totals: z.object({ spent: z.number(), added: z.number() }),
  balance: z.number(),
  /**
   * Riyals per credit at the current plan's price (price ÷ included credits, before VAT), and the
   * balance at that rate; null without a current paid plan.
   */
  credit_value_sar: z.number().nullable(),
  balance_value_sar: z.number().nullable(),
});
export type TUsagePage = z.infer<typeof ZUsagePageSchema>;
