import { z } from "zod";
import { PLATFORMS } from "./constants.ts";

/**
 * Real influencer data: the data sources the index is filled from, the provenance every
 * index row carries, the profile wizard's live preview and the admin's "Data sources" tab.
 */

/** The sources with a client: three platforms' own APIs and two discovery vendors. */
export const SOURCE_IDS = ["youtube", "instagram", "x", "hypeauditor", "modash"] as const;
export type TSourceId = (typeof SOURCE_IDS)[number];

/** Vendors that can also *search* (discovery), used by the admin's vendor import. */
export const VENDOR_SOURCE_IDS = ["hypeauditor", "modash"] as const;
export type TVendorSourceId = (typeof VENDOR_SOURCE_IDS)[number];

/** Where an index row came from: the demo generator, a file import, or a data source. */
export const INDEX_SOURCES = ["seed", "import", ...SOURCE_IDS] as const;
export type TIndexSource = (typeof INDEX_SOURCES)[number];

/**
 * Figures a row may mark as estimated (computed by us from a sample, rounded by the source) or as
 * missing (the source does not give them; the number in the row is a placeholder and is shown as "—").
 */
export const PROVENANCE_FIELDS = [
  "followers",
  "er",
  "views_avg",
  "likes_avg",
  "comments_avg",
  "aqs",
  "credibility",
  "audience",
  "prices",
  "shorts_views_avg",
  "reels_views_avg",
  "avg_tweets",
  "avg_retweets",
  "location",
  "categories",
] as const;
export type TProvenanceField = (typeof PROVENANCE_FIELDS)[number];

/** Where a row's figures come from and how old they are; shown as "data as of … · source". */
export const ZProvenanceSchema = z.object({
  source: z.enum(INDEX_SOURCES),
  /** True when a built-in sandbox answered in place of the real service (local and test setups). */
  sandbox: z.boolean(),
  fetched_at: z.string().describe("ISO 8601 time the figures were fetched from their source"),
  estimated: z.array(z.enum(PROVENANCE_FIELDS)),
  missing: z.array(z.enum(PROVENANCE_FIELDS)),
});
export type TProvenance = z.infer<typeof ZProvenanceSchema>;

/** Why a source could not answer; each has its own message in both languages. */
export const SOURCE_ERROR_CODES = ["not_found", "quota_exhausted", "unauthorised", "unavailable", "unsupported"] as const;
export type TSourceErrorCode = (typeof SOURCE_ERROR_CODES)[number];

/** English texts of the source errors; the web app uses them as i18n keys of their Arabic translations. */
export const SOURCE_MSG = {
  not_found: "We could not find this account. Check the link; Instagram only shows business and creator accounts.",
  quota_exhausted: "The data source's daily limit is reached. Please try again tomorrow.",
  unauthorised: "The data source refused our credentials. Please contact support.",
  unavailable: "The data source is not answering right now. Please try again in a few minutes.",
  unsupported: "This account is not in our index yet, and no data source for its platform is connected.",
  invalidLink: "Paste the full link of a profile on Instagram, TikTok, YouTube or X.",
  postLink: "This is a link to a post or reel, not to an account. Open the creator's profile and paste its link.",
  shortLink: "Short links cannot be read. Open the link and paste the address of the creator's profile.",
  youtubeCustomUrl:
    "YouTube cannot look up this old custom link (/c/… or youtube.com/name). Open the channel and paste its link with @handle or /channel/.",
  youtubeVideo: "We could not find this YouTube video (it may be private or deleted). Paste the channel's link instead.",
} as const;

// ---------------------------------------------------------------------------------------------
// Profile wizard preview: POST /api/social_profiles/preview/
// ---------------------------------------------------------------------------------------------

export const ZProfilePreviewRequestSchema = z.object({
  profile_url: z.string({ error: "This field is required" }).trim().min(1, "This field is required").max(500),
});
export type TProfilePreviewRequest = z.input<typeof ZProfilePreviewRequestSchema>;

export const ZProfilePreviewSchema = z.object({
  platform: z.enum(PLATFORMS),
  username: z.string(),
  title: z.string(),
  avatar_url: z.string().nullable(),
  followers: z.number().int(),
  /** Engagement in percent (4.12 = 4.12 %); null where the source gives no engagement. */
  er: z.number().nullable(),
  is_verified: z.boolean(),
  url: z.string(),
  provenance: ZProvenanceSchema,
  /** Whether the account has enough followers (PROFILE_MIN_FOLLOWERS) to be added as a profile. */
  eligible: z.boolean(),
});
export type TProfilePreview = z.infer<typeof ZProfilePreviewSchema>;

export const ZProfilePreviewResponseSchema = z.object({ success: z.literal(true), preview: ZProfilePreviewSchema });
export type TProfilePreviewResponse = z.infer<typeof ZProfilePreviewResponseSchema>;

/** A source failure on the profiles API: the profiles refusal shape plus the reason's code. */
export const ZSourceFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  detail: z.string(),
  code: z.enum(SOURCE_ERROR_CODES),
});
export type TSourceFailure = z.infer<typeof ZSourceFailureSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: GET /api/admin/sources/, POST /api/admin/sources/{id}/test/, vendor imports
// ---------------------------------------------------------------------------------------------

/** live: real credentials; sandbox: the built-in sandbox answers; off: not configured (production). */
export const SOURCE_MODES = ["live", "sandbox", "off"] as const;
export type TSourceMode = (typeof SOURCE_MODES)[number];

export const TOKEN_STATES = ["ok", "expiring", "invalid"] as const;
export type TTokenState = (typeof TOKEN_STATES)[number];

export const ZSourceStatusSchema = z.object({
  id: z.enum(SOURCE_IDS),
  name: z.string(),
  mode: z.enum(SOURCE_MODES),
  base_url: z.string().nullable(),
  platforms: z.array(z.enum(PLATFORMS)),
  can_search: z.boolean(),
  quota: z.object({
    unit: z.enum(["units", "requests", "credits"]),
    used_today: z.number().int(),
    daily_limit: z.number().int(),
    resets_at: z.string().describe("ISO time the source's day ends (YouTube: midnight Pacific; others: midnight UTC)"),
  }),
  last_success_at: z.string().nullable(),
  last_error_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_code: z.enum(SOURCE_ERROR_CODES).nullable(),
  paused_until: z.string().nullable(),
  /** Rows of the index that came from this source. */
  indexed_accounts: z.number().int(),
  /** The health of an access token that expires (Instagram Graph); null for sources whose credentials do not. */
  token: z
    .object({
      /** ok; expiring: within the warning days of its configured expiry; invalid: refused (Graph error 190) or past its expiry. */
      state: z.enum(TOKEN_STATES),
      expires_at: z.string().nullable().describe("ISO time the token expires, when the operator configured it"),
      /** When the state last changed (a refusal's time for invalid). */
      since: z.string().nullable(),
      /** What the source said when it refused the token (credentials redacted). */
      detail: z.string().nullable(),
      /** Whether CONTACT_EMAIL has been mailed about this state. */
      notified: z.boolean(),
    })
    .nullable(),
});
export type TSourceStatus = z.infer<typeof ZSourceStatusSchema>;

export const ZSourceStatusListSchema = z.object({ sources: z.array(ZSourceStatusSchema) });
export type TSourceStatusList = z.infer<typeof ZSourceStatusListSchema>;

export const ZSourceTestResultSchema = z.object({
  ok: z.boolean(),
  latency_ms: z.number().int(),
  detail: z.string(),
  code: z.enum(SOURCE_ERROR_CODES).nullable(),
});
export type TSourceTestResult = z.infer<typeof ZSourceTestResultSchema>;

export const VENDOR_IMPORT_MAX_PAGES = 50;

/** The filters of a vendor import, mapped onto each vendor's own search body. */
export const ZVendorImportFiltersSchema = z
  .object({
    followers_from: z.number().int().min(0).max(1_000_000_000).nullish(),
    followers_to: z.number().int().min(0).max(1_000_000_000).nullish(),
    /** ISO 3166-1 alpha-2 country of the account. */
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "country must be an ISO 3166-1 alpha-2 code")
      .transform((value) => value.toUpperCase())
      .nullish(),
    keywords: z.string().trim().max(100).nullish(),
    er_from: z.number().min(0).max(100).nullish(),
    verified_only: z.boolean().nullish(),
  })
  .refine((f) => f.followers_from == null || f.followers_to == null || f.followers_from <= f.followers_to, {
    message: "followers_from must not be greater than followers_to",
    path: ["followers_from"],
  });
export type TVendorImportFilters = z.output<typeof ZVendorImportFiltersSchema>;

export const ZVendorImportRequestSchema = z.object({
  source: z.enum(VENDOR_SOURCE_IDS),
  platform: z.enum(PLATFORMS),
  pages: z.number().int().min(1).max(VENDOR_IMPORT_MAX_PAGES),
  filters: ZVendorImportFiltersSchema.default({}),
});
export type TVendorImportRequest = z.input<typeof ZVendorImportRequestSchema>;

export const VENDOR_IMPORT_STATUSES = ["queued", "running", "completed", "failed"] as const;

export const ZVendorImportSchema = z.object({
  id: z.number().int(),
  source: z.enum(VENDOR_SOURCE_IDS),
  platform: z.enum(PLATFORMS),
  filters: z.record(z.string(), z.unknown()),
  pages_requested: z.number().int(),
  pages_done: z.number().int(),
  total_pages: z.number().int().nullable(),
  accounts_imported: z.number().int(),
  status: z.enum(VENDOR_IMPORT_STATUSES),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TVendorImport = z.infer<typeof ZVendorImportSchema>;

export const ZVendorImportListSchema = z.object({ imports: z.array(ZVendorImportSchema) });
export type TVendorImportList = z.infer<typeof ZVendorImportListSchema>;

// ---------------------------------------------------------------------------------------------
// Spend of the paid sources: who each call was for, the preview allowances, GET /api/admin/sources/spend/
// ---------------------------------------------------------------------------------------------

/** Why a source was paid. `unattributed`: a call no caller named (a fault to look into, shown as such). */
export const SPEND_PURPOSES = ["preview", "add", "refresh", "report", "market_search", "crawl", "import", "unattributed"] as const;
export type TSpendPurpose = (typeof SPEND_PURPOSES)[number];

/** Who a paid call is for: a user, a market crawl, or neither (the refresh job), and why. */
export interface TSpendAttribution {
  userId?: number;
  /** The workspace the call was for (its member `userId` caused it); without it, that member's current one. */
  workspaceId?: string;
  crawlId?: number;
  purpose: Exclude<TSpendPurpose, "unattributed">;
}

/**
 * Previews a user may have answered by a paid vendor (HypeAuditor, Modash) per UTC day, by plan
 * level. A constant rather than a plan column: it is a guard against abuse, not a priced feature,
 * and the monthly and yearly plans of one level share it.
 */
export const PREVIEW_VENDOR_ALLOWANCE: Record<"basic" | "growth" | "professional", number> = {
  basic: 10,
  growth: 30,
  professional: 100,
};

/** The refusals of previews and adds that protect the paid sources (English; the web app has both languages by `code`). */
export const SPEND_MSG = {
  email_unverified: "Verify your e-mail address before adding a profile. We sent you a link when you signed up.",
  vendor_needs_plan:
    "This account is not in our index, and looking it up means buying a report from a data vendor. Choose a plan to look it up.",
  preview_allowance: "You have used today's lookups of accounts outside our index. Your allowance renews at midnight UTC.",
  preview_ip_cap: "Too many lookups from this network today. Please try again after midnight UTC.",
  preview_global_cap: "Lookups of new accounts are paused for today. Please try again after midnight UTC.",
  report_pending: "The data vendor is preparing this account's report. Try again in a moment.",
} as const;
export type TSpendRefusalCode = keyof typeof SPEND_MSG;

export const ZSourceSpendDaySchema = z.object({
  day: z.string().describe("YYYY-MM-DD (UTC)"),
  source: z.enum(SOURCE_IDS),
  units: z.number().int(),
  calls: z.number().int(),
});
export type TSourceSpendDay = z.infer<typeof ZSourceSpendDaySchema>;

export const ZSourceSpendUserSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  units: z.number().int(),
  calls: z.number().int(),
  by_purpose: z.record(z.string(), z.number().int()),
});
export type TSourceSpendUser = z.infer<typeof ZSourceSpendUserSchema>;

export const ZSourceBudgetSchema = z.object({
  source: z.enum(SOURCE_IDS),
  mode: z.enum(SOURCE_MODES),
  today_units: z.number().int(),
  daily_quota: z.number().int(),
  month_units: z.number().int(),
  /** Vendors only (their credits are money); null for the platforms' own APIs. */
  monthly_budget: z.number().int().nullable(),
  /** At or above 80 % of the daily quota or the monthly budget. */
  alarm: z.enum(["daily", "monthly"]).nullable(),
});
export type TSourceBudget = z.infer<typeof ZSourceBudgetSchema>;

export const ZSourceSpendSchema = z.object({
  /** Last 30 days (UTC), days with spend only, newest first. */
  days: z.array(ZSourceSpendDaySchema),
  /** This calendar month (UTC): the 20 users whose calls cost most. */
  top_users: z.array(ZSourceSpendUserSchema),
  budgets: z.array(ZSourceBudgetSchema),
  /** Units of this month's paid calls no user or crawl was named for. */
  unattributed_units: z.number().int(),
});
export type TSourceSpend = z.infer<typeof ZSourceSpendSchema>;
