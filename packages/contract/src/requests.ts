import { z } from "zod";
import { CURRENCY } from "./constants.ts";
import { parseWebUrl } from "./profile-link.ts";
import { MSG } from "./validation-messages.ts";

/** Campaign and follower-comparison requests to the product team (SPEC §2, §3, §4, §5, §7). */

/** SPEC §3 campaign categories. */
export const CAMPAIGN_CATEGORIES = [
  "fashion",
  "beauty",
  "lifestyle",
  "travel",
  "food",
  "tech",
  "fitness",
  "business",
  "gaming",
  "music",
  "photography",
  "art",
  "cars",
  "health",
  "entertainment",
  "sports",
  "education",
  "other",
] as const;
export type TCampaignCategory = (typeof CAMPAIGN_CATEGORIES)[number];

/** SPEC §3 duration values (the full variant). */
export const CAMPAIGN_DURATIONS = ["1week", "2weeks", "1month", "2months", "3months", "6months", "ongoing", "custom"] as const;
export type TCampaignDuration = (typeof CAMPAIGN_DURATIONS)[number];

/** SPEC §4: every status the user's view knows; anything else displays as pending. */
export const REQUEST_STATUSES = [
  "pending",
  "under_review",
  "approved",
  "rejected",
  "in_progress",
  "completed",
  "cancelled",
  "processing",
  "failed",
] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

/** What each kind of request may be in (the database's CHECK); SPEC §4 lists what an admin may set. */
export const CAMPAIGN_STATUSES = ["pending", "under_review", "approved", "rejected", "in_progress", "completed", "cancelled"] as const;
export const CAMPAIGN_ADMIN_STATUSES = ["pending", "in_progress", "completed", "cancelled"] as const;
export const COMPARISON_STATUSES = ["pending", "processing", "completed", "failed"] as const;
export const COMPARISON_ADMIN_STATUSES = COMPARISON_STATUSES;

/** SPEC §4 priority. */
export const REQUEST_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type TRequestPriority = (typeof REQUEST_PRIORITIES)[number];
export const DEFAULT_REQUEST_PRIORITY: TRequestPriority = "medium";

/** SPEC §9: comparison URLs, 2 to 10, the dialog starts with 3 rows; lists refetch every 30 s. */
export const COMPARISON_MIN_URLS = 2;
export const COMPARISON_MAX_URLS = 10;
export const COMPARISON_INITIAL_ROWS = 3;
export const REQUESTS_REFETCH_MS = 30_000;

export const BUDGET_MAX = 1_000_000_000;
export const INFLUENCER_COUNT_MAX = 10_000;
const TEXT_MAX = 5_000;

/** SPEC §5 messages and the server's own; the web app shows their translations. */
export const REQUEST_MSG = {
  required: MSG.required,
  budgetPositive: "Budget must be a number greater than 0",
  budgetDecimals: "Budget can have at most two decimals",
  budgetMax: "Budget is too large",
  countPositive: "Influencer count must be a whole number greater than 0",
  countMax: "Influencer count is too large",
  category: "Please choose a category",
  duration: "Please choose a duration",
  minLinks: "Please add at least two links",
  maxLinks: "Maximum 10 links",
  invalidLink: "Please enter a valid link",
  notPending: "Only pending requests can be changed",
  nothingToUpdate: "Nothing to update",
  notFound: "Request not found",
  statusRequired: "Please choose a status",
  costEstimateInvalid: "Cost estimate must be a number of at least 0 with at most two decimals",
  adminOnly: "Only an admin can set the status, notes, cost estimate, priority or results",
} as const;

/** A web address someone could open: http(s), a host with a dot, no spaces. Scheme-less links get https://. */
export function normaliseLink(text: string): string | null {
  const url = parseWebUrl(text);
  if (!url || !/^[^.]+(\.[^.]+)+$/.test(url.hostname)) return null;
  return url.toString();
}

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const text = (max: number) => z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max);

/** SPEC §5: budget is parsed as a float (a decimal in SAR), influencer count as an integer. */
const ZBudgetSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
  z
    .number({ error: REQUEST_MSG.budgetPositive })
    .refine(Number.isFinite, REQUEST_MSG.budgetPositive)
    .refine((value) => value > 0, REQUEST_MSG.budgetPositive)
    .refine((value) => value <= BUDGET_MAX, REQUEST_MSG.budgetMax)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, REQUEST_MSG.budgetDecimals),
);

const ZInfluencerCountSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: REQUEST_MSG.countPositive })
    .int(REQUEST_MSG.countPositive)
    .positive(REQUEST_MSG.countPositive)
    .max(INFLUENCER_COUNT_MAX, REQUEST_MSG.countMax),
);

const campaignFields = {
  title: text(200),
  description: text(TEXT_MAX),
  budget: ZBudgetSchema,
  influencer_count: ZInfluencerCountSchema,
  category: z.enum(CAMPAIGN_CATEGORIES, { error: REQUEST_MSG.category }),
  duration: z.preprocess(blankToNull, z.enum(CAMPAIGN_DURATIONS, { error: REQUEST_MSG.duration }).nullish()),
  requirements: z.preprocess(blankToNull, z.string().trim().max(TEXT_MAX).nullish()),
};

/** POST /api/campaign-requests/ */
export const ZCreateCampaignRequestSchema = z.object(campaignFields);
export type TCreateCampaignRequest = z.input<typeof ZCreateCampaignRequestSchema>;
export type TCreateCampaignRequestParsed = z.output<typeof ZCreateCampaignRequestSchema>;

/** PUT /api/campaign-requests/{id}/ — the owner changes any of the fields while the request is pending. */
export const ZUpdateCampaignRequestSchema = z
  .object(campaignFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), REQUEST_MSG.nothingToUpdate);
export type TUpdateCampaignRequest = z.input<typeof ZUpdateCampaignRequestSchema>;
export type TUpdateCampaignRequestParsed = z.output<typeof ZUpdateCampaignRequestSchema>;

/** Who sent a request: shown to admins only (SPEC §2 Admin dashboard, customer requests). */
export const ZRequestCustomerSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type TRequestCustomer = z.infer<typeof ZRequestCustomerSchema>;

/** SPEC §3 campaign request; budget and cost_estimate in SAR. */
export const ZCampaignRequestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.enum(CAMPAIGN_CATEGORIES),
  budget: z.number(),
  currency: z.literal(CURRENCY),
  influencer_count: z.number().int(),
  duration: z.enum(CAMPAIGN_DURATIONS).nullable(),
  requirements: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  priority: z.enum(REQUEST_PRIORITIES),
  admin_notes: z.string().nullable(),
  cost_estimate: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Only in answers to an admin. */
  customer: ZRequestCustomerSchema.optional(),
});
export type TCampaignRequest = z.infer<typeof ZCampaignRequestSchema>;
export const ZCampaignRequestListSchema = z.array(ZCampaignRequestSchema);

/**
 * SPEC §5: blank URLs are dropped first, then 2 to 10 remain and each is a valid link. A link given
 * without its scheme is stored with https://.
 */
export const ZComparisonUrlsSchema = z
  .array(z.string({ error: REQUEST_MSG.invalidLink }), { error: REQUEST_MSG.minLinks })
  .max(50, REQUEST_MSG.maxLinks)
  .transform((urls) => urls.map((url) => url.trim()).filter((url) => url !== ""))
  .pipe(
    z
      .array(
        z.string().transform((url, ctx) => {
          const link = normaliseLink(url);
          if (link !== null) return link;
          ctx.addIssue({ code: "custom", message: REQUEST_MSG.invalidLink });
          return z.NEVER;
        }),
      )
      .min(COMPARISON_MIN_URLS, REQUEST_MSG.minLinks)
      .max(COMPARISON_MAX_URLS, REQUEST_MSG.maxLinks),
  );

const comparisonFields = {
  profile_urls: ZComparisonUrlsSchema,
  description: z.preprocess(blankToNull, z.string().trim().max(TEXT_MAX).nullish()),
};

/** POST /api/comparison-requests/ */
export const ZCreateComparisonRequestSchema = z.object(comparisonFields);
export type TCreateComparisonRequest = z.input<typeof ZCreateComparisonRequestSchema>;
export type TCreateComparisonRequestParsed = z.output<typeof ZCreateComparisonRequestSchema>;

/** PUT /api/comparison-requests/{id}/ — while pending. */
export const ZUpdateComparisonRequestSchema = z
  .object(comparisonFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), REQUEST_MSG.nothingToUpdate);
export type TUpdateComparisonRequest = z.input<typeof ZUpdateComparisonRequestSchema>;
export type TUpdateComparisonRequestParsed = z.output<typeof ZUpdateComparisonRequestSchema>;

/** SPEC §3 comparison request; `results` is filled by the team when the comparison is done. */
export const ZComparisonRequestSchema = z.object({
  id: z.number().int(),
  profile_urls: z.array(z.string()),
  /** The customer's own words; an admin's answer never overwrites them. */
  description: z.string().nullable(),
  /** The team's answer to the comparison, written by an admin. */
  team_answer: z.string().nullable(),
  status: z.enum(COMPARISON_STATUSES),
  priority: z.enum(REQUEST_PRIORITIES),
  admin_notes: z.string().nullable(),
  results: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  processed_at: z.string().nullable(),
  /** Only in answers to an admin. */
  customer: ZRequestCustomerSchema.optional(),
});
export type TComparisonRequest = z.infer<typeof ZComparisonRequestSchema>;
export const ZComparisonRequestListSchema = z.array(ZComparisonRequestSchema);

/*
 * Admin side (SPEC §4 Request statuses (admin), §5, §6, §7 "Admin update sends status and ..."). An
 * admin uses the same paths: `GET ...?scope=all` lists everyone's requests, `GET/PUT .../{id}/` read
 * and answer any request. A PUT whose body names one of these fields is an admin update; from
 * anyone else it is refused with 403.
 */
export const ADMIN_REQUEST_FIELDS = ["status", "admin_notes", "cost_estimate", "priority", "results", "team_answer"] as const;

/** Whether a PUT body names one of the admin's fields: then it is an admin's answer, else the owner's edit. */
export function isAdminAnswer(body: unknown): boolean {
  return typeof body === "object" && body !== null && ADMIN_REQUEST_FIELDS.some((field) => Object.hasOwn(body, field));
}

/** What an admin answers carries the status, always: SPEC §5 "The admin request status is required before saving". */
const ZAdminNotesSchema = z.preprocess(blankToNull, z.string().trim().max(TEXT_MAX).nullish());

/** SAR, 0 or more, two decimals at most. */
export const ZCostEstimateSchema = z.preprocess(
  (value) => {
    const blank = blankToNull(value);
    return typeof blank === "string" ? Number(blank.trim()) : blank;
  },
  z
    .number({ error: REQUEST_MSG.costEstimateInvalid })
    .refine(Number.isFinite, REQUEST_MSG.costEstimateInvalid)
    .refine((value) => value >= 0, REQUEST_MSG.costEstimateInvalid)
    .refine((value) => value <= BUDGET_MAX, REQUEST_MSG.budgetMax)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, REQUEST_MSG.costEstimateInvalid)
    .nullish(),
);

/** PUT /api/campaign-requests/{id}/ by an admin: status (required), notes, cost estimate in SAR, priority. */
export const ZAdminUpdateCampaignRequestSchema = z
  .object({
    status: z.enum(CAMPAIGN_ADMIN_STATUSES, { error: REQUEST_MSG.statusRequired }),
    admin_notes: ZAdminNotesSchema,
    cost_estimate: ZCostEstimateSchema,
    priority: z.enum(REQUEST_PRIORITIES).optional(),
  })
  .strict();
export type TAdminUpdateCampaignRequest = z.input<typeof ZAdminUpdateCampaignRequestSchema>;
export type TAdminUpdateCampaignRequestParsed = z.output<typeof ZAdminUpdateCampaignRequestSchema>;

const ZTeamAnswerSchema = z.preprocess(blankToNull, z.string().trim().max(TEXT_MAX).nullish());

/**
 * PUT /api/comparison-requests/{id}/ by an admin: status (required), the team's answer, results (text),
 * notes, priority. SPEC §7 has the admin send `description`: that is the team's answer, so it is
 * stored as `team_answer` (when `team_answer` itself is absent) and the customer's description stays.
 */
export const ZAdminUpdateComparisonRequestSchema = z
  .object({
    status: z.enum(COMPARISON_ADMIN_STATUSES, { error: REQUEST_MSG.statusRequired }),
    team_answer: ZTeamAnswerSchema,
    description: ZTeamAnswerSchema.describe("The team's answer under its SPEC §7 name; stored as team_answer."),
    /** The comparison's findings as text; stored as `results.summary`, which /requests shows. */
    results: z.preprocess(blankToNull, z.string().trim().max(20_000).nullish()),
    admin_notes: ZAdminNotesSchema,
    priority: z.enum(REQUEST_PRIORITIES).optional(),
  })
  .strict()
  .transform(({ description, team_answer, ...answer }) => ({
    ...answer,
    team_answer: team_answer === undefined ? description : team_answer,
  }));
export type TAdminUpdateComparisonRequest = z.input<typeof ZAdminUpdateComparisonRequestSchema>;
export type TAdminUpdateComparisonRequestParsed = z.output<typeof ZAdminUpdateComparisonRequestSchema>;

/** The PUT bodies: an admin's answer (it names an admin field, see isAdminAnswer) or the owner's edit. */
export const ZPutCampaignRequestSchema = z.union([ZAdminUpdateCampaignRequestSchema, ZUpdateCampaignRequestSchema]);
export const ZPutComparisonRequestSchema = z.union([ZAdminUpdateComparisonRequestSchema, ZUpdateComparisonRequestSchema]);

export const ADMIN_REQUESTS_MAX_LIMIT = 200;

/**
 * GET /api/{campaign,comparison}-requests/: the caller's own requests (all of them, as before), or with
 * `scope=all` (admins only) every user's, newest first, filtered by `status` and paged by `limit`/`offset`.
 */
export const ZRequestListQuerySchema = z.object({
  scope: z.enum(["own", "all"]).default("own"),
  status: z.enum(REQUEST_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_REQUESTS_MAX_LIMIT).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TRequestListQuery = z.input<typeof ZRequestListQuerySchema>;
export type TRequestListQueryParsed = z.output<typeof ZRequestListQuerySchema>;
