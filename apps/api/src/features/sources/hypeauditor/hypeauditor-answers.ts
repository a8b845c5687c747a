import { z } from "zod";

/**
 * The parts of HypeAuditor's JSON we read (reference/data-sources.md §5), loose everywhere else:
 * the service adds fields per plan and platform. Features are kept as unknown in the envelope and
 * read one by one with their own schemas, so one odd feature never makes a whole report unusable.
 */

const ZId = z.union([z.string(), z.number()]).transform(String);

/** `basic`: id, username, title, avatar_url, description ([C] for TikTok; the search sample has no id on Instagram). */
export const ZBasicSchema = z
  .object({
    id: ZId.nullish(),
    username: z.string().nullish(),
    title: z.string().nullish(),
    avatar_url: z.string().nullish(),
    description: z.string().nullish(),
    /** [U] not documented on reports; read when present. */
    is_verified: z.boolean().nullish(),
  })
  .passthrough();

/** `metrics.<m>`: `value`, and in reports `performance.{7d,30d,90d,180d,365d,all}.{value,value_prev,mark,similar}`. */
export const ZMetricSchema = z
  .object({
    value: z.unknown().optional(),
    performance: z.record(z.string(), z.object({ value: z.unknown().optional() }).passthrough()).nullish(),
  })
  .passthrough();

const ZMetricsSchema = z.record(z.string(), ZMetricSchema.nullable());
const ZFeaturesSchema = z.record(z.string(), z.unknown());

export const ZAccountDataSchema = z.object({
  basic: ZBasicSchema,
  metrics: ZMetricsSchema.nullish().transform((m) => m ?? {}),
  features: ZFeaturesSchema.nullish().transform((f) => f ?? {}),
});
export type HypeAuditorAccountData = z.output<typeof ZAccountDataSchema>;
export type HypeAuditorMetrics = HypeAuditorAccountData["metrics"];
export type HypeAuditorFeatures = HypeAuditorAccountData["features"];

/**
 * `auditor.report` / `auditor.youtube` / `auditor.tiktok` / `auditor.twitter` (v=2):
 * `{result:{report_state, report_quality, report:{basic, metrics, features}}}`. While the report is
 * generated there is no `report`, and a retry hint `retryTtl` [P] (seconds; where it sits is [U], so
 * it is read both in `result` and beside it).
 */
export const ZReportAnswerSchema = z
  .object({
    result: z
      .object({
        report_state: z.string().nullish(),
        report_quality: z.unknown().optional(),
        retryTtl: z.number().nullish(),
        report: ZAccountDataSchema.nullish(),
      })
      .passthrough(),
    retryTtl: z.number().nullish(),
  })
  .passthrough();
export type HypeAuditorReportAnswer = z.output<typeof ZReportAnswerSchema>;

/** `auditor.search` / `auditor.searchSandbox`: 20 rows a page, `total_pages`, `queries_left` ([C], instagram.txt sample). */
export const ZSearchAnswerSchema = z.object({
  result: z
    .object({
      search_results: z.array(ZAccountDataSchema),
      current_page: z.number().int().nullish(),
      total_pages: z.number().int().nonnegative(),
      queries_left: z.number().nullish(),
    })
    .passthrough(),
});
export type HypeAuditorSearchAnswer = z.output<typeof ZSearchAnswerSchema>;

/** `{"error":{"code":…,"description":"…"}}` [P] (a third-party PHP client); codes are strings or numbers. */
export const ZErrorBodySchema = z.object({
  error: z.object({
    code: z.union([z.string(), z.number()]).nullish(),
    description: z.string().nullish(),
  }),
});

// --- Features (`features.<f>.data`) ----------------------------------------------------------

/** `{"13-17":{male,female}, …, "65+":{…}}`: percents of the whole audience [C]. */
export const ZAgeGenderSchema = z.object({
  data: z.record(z.string(), z.object({ male: z.number().nonnegative(), female: z.number().nonnegative() })),
});

/** `{countries:[{code,prc}], cities:[…]}` [C for TikTok; the cities' shape is P]: cities count only with a GeoNames id. */
export const ZAudienceGeoSchema = z.object({
  data: z.object({
    countries: z.array(z.object({ code: z.string(), prc: z.number() }).passthrough()).nullish(),
    cities: z.array(z.object({ id: z.union([z.number(), z.string()]).nullish(), prc: z.number() }).passthrough()).nullish(),
  }),
});

/** [U] shape: percents of real people, influencers (notable), suspicious accounts and mass followers. */
export const ZAudienceByTypeSchema = z.object({
  data: z.object({ real: z.number().nullish(), infs: z.number().nullish() }).passthrough(),
});

/** `aqs` (Instagram, TikTok) and `cqs` (YouTube): `{value, mark, description}` [C]. */
export const ZQualityScoreSchema = z.object({ data: z.object({ value: z.number().nullish() }).passthrough() });

export const ZBloggerGeoSchema = z.object({ data: z.object({ country: z.string().nullish() }).passthrough() });

/** `blogger_languages` (codes) and `blogger_emails` [P]: plain strings, or objects naming them. */
export const ZTextListSchema = z.object({
  data: z.array(z.union([z.string(), z.object({ code: z.string().nullish(), email: z.string().nullish(), value: z.string().nullish() })])),
});

/** `blogger_thematics` / `blogger_categories` [P]: taxonomy ids, or `{id, title}` objects. */
export const ZThematicsSchema = z.object({
  data: z.array(z.union([z.number(), z.object({ id: z.number().nullish(), title: z.string().nullish(), name: z.string().nullish() })])),
});

/** `blogger_prices` [P]: `{post_price, story_price?}`; the currency is [U] (taken as USD). */
export const ZPricesSchema = z.object({
  data: z.object({ post_price: z.number().nullish(), story_price: z.number().nullish() }).passthrough(),
});

/** `social_networks`: a bare array in search rows, `{data:[…]}` in reports [P]. */
const ZSocialNetwork = z
  .object({ type: z.union([z.string(), z.number()]), social_id: ZId.nullish(), er: z.number().nullish() })
  .passthrough();
export const ZSocialNetworksSchema = z.union([
  z.array(ZSocialNetwork),
  z.object({ data: z.array(ZSocialNetwork) }).transform((f) => f.data),
]);
