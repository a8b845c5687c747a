import { z } from "zod";

const ZOptionalBooleanString = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "true" || value === "1"));

const dailyQuota = (fallback: number) => z.coerce.number().int().min(1).max(100_000_000).default(fallback);

/**
 * The influencer data sources (`features/sources`): one base URL and one credential set
 * per source. A source whose credentials are set is live; without them it is answered by its
 * built-in sandbox outside production (SOURCES_SANDBOX, default on there) and is off in production.
 * The daily quotas are our own budgets, counted in PostgreSQL; set them to what your contract buys.
 */
export const ZSourcesEnvSchema = z.object({
  SOURCES_SANDBOX: ZOptionalBooleanString,
  SOURCE_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  /** Retries of a 5xx, 429 or network failure, with exponential backoff (the source's Retry-After wins). */
  SOURCE_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /**
   * How long the vendor and YouTube search sandboxes take to answer, in ms: "300-900" (uniform per
   * request) or one figure; "0" answers at once. Unset: 300–900, or 0 under NODE_ENV=test.
   */
  SOURCES_SANDBOX_LATENCY_MS: z
    .string()
    .regex(/^\d{1,5}(-\d{1,5})?$/, 'must be milliseconds ("0", "500") or a range ("300-900")')
    .transform((value) => {
      const [min = 0, max = min] = value.split("-").map(Number);
      return { min, max };
    })
    .refine((range) => range.min <= range.max && range.max <= 60_000, "the range must run from low to high, at most 60000")
    .optional(),

  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_BASE_URL: z.url().default("https://www.googleapis.com/youtube/v3"),
  /** Quota units per day (Google's default is 10,000; it resets at midnight Pacific time). */
  YOUTUBE_DAILY_QUOTA: dailyQuota(10_000),

  INSTAGRAM_ACCESS_TOKEN: z.string().min(1).optional(),
  /** Your own Instagram professional account's id: Business Discovery is read through it. */
  INSTAGRAM_USER_ID: z
    .string()
    .regex(/^\d{1,30}$/, "must be the numeric id of your Instagram professional account")
    .optional(),
  INSTAGRAM_BASE_URL: z.url().default("https://graph.facebook.com"),
  INSTAGRAM_GRAPH_VERSION: z
    .string()
    .regex(/^v\d{1,3}\.\d$/, "must look like v25.0")
    .default("v25.0"),
  /**
   * The Meta app's secret: with it every Graph call carries appsecret_proof (HMAC-SHA256 of the
   * token), so a leaked token is useless without the secret. Optional; required by apps that turn
   * on "Require App Secret".
   */
  INSTAGRAM_APP_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9]{16,128}$/, "must be the app secret from the Meta app's Settings → Basic (letters and digits)")
    .optional(),
  /**
   * When the access token expires, as the Access Token Debugger or the token exchange showed it
   * (long-lived user tokens last about 60 days; system-user tokens may never expire: leave unset).
   * The admin's Data sources tab warns, and CONTACT_EMAIL is mailed once, from
   * INSTAGRAM_TOKEN_WARN_DAYS before.
   */
  INSTAGRAM_TOKEN_EXPIRES_AT: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  INSTAGRAM_TOKEN_WARN_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** Graph calls per day (Business Use Case limits are rolling; X-App-Usage is honoured as well). */
  INSTAGRAM_DAILY_QUOTA: dailyQuota(4_800),

  X_BEARER_TOKEN: z.string().min(1).optional(),
  X_BASE_URL: z.url().default("https://api.x.com/2"),
  /** User reads per day (X bills every user read). */
  X_DAILY_QUOTA: dailyQuota(1_000),

  HYPEAUDITOR_CLIENT_ID: z.string().min(1).optional(),
  HYPEAUDITOR_TOKEN: z.string().min(1).optional(),
  HYPEAUDITOR_BASE_URL: z.url().default("https://hypeauditor.com/api/method"),
  /** Discovery pages plus reports per day (each costs one of the contract's credits). */
  HYPEAUDITOR_DAILY_QUOTA: dailyQuota(200),
  /** How long a lookup waits in the request for a report HypeAuditor is generating; longer ones are polled by a job (ms). */
  HYPEAUDITOR_REPORT_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(5_000),

  MODASH_API_TOKEN: z.string().min(1).optional(),
  MODASH_BASE_URL: z.url().default("https://api.modash.io/v1"),
  /** Credits per day: a report costs 1, a search page 0.01 per result (counted as 1 per page here). */
  MODASH_DAILY_QUOTA: dailyQuota(200),

  /** How often the refresh job runs through the accounts users hold as profiles (hours). */
  SOURCE_REFRESH_PROFILE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Rows older than this are refreshed with what quota is left (days). */
  SOURCE_REFRESH_STALE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Share of each daily quota the refresh job leaves for lookups users start (adding a profile). */
  SOURCE_REFRESH_RESERVE_PERCENT: z.coerce.number().int().min(0).max(100).default(20),
  /** Vendor rows (HypeAuditor, Modash) are bought again by the refresh job only when older than this (days). */
  SOURCE_VENDOR_REFRESH_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** A vendor's credits per calendar month (UTC); the admin is warned at 80 %. */
  HYPEAUDITOR_MONTHLY_BUDGET: z.coerce.number().int().min(1).default(3_000),
  MODASH_MONTHLY_BUDGET: z.coerce.number().int().min(1).default(3_000),
  /** Vendor-backed previews per client IP per day (UTC), whatever the plans allow: one address cannot drain the vendors. */
  PREVIEW_VENDOR_PER_IP_DAILY: z.coerce.number().int().min(1).default(30),
  /** Vendor-backed previews of all users together per day (UTC): a ceiling under the vendors' daily quotas. */
  PREVIEW_VENDOR_GLOBAL_DAILY: z.coerce.number().int().min(1).default(120),
  /** Index changes of enrichment and refresh become visible to cached searches at most this often. */
  INDEX_PUBLISH_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
});
export type TSourcesEnv = z.infer<typeof ZSourcesEnvSchema>;
