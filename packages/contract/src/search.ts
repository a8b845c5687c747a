import { z } from "zod";
import { INT32_MAX, PLATFORMS } from "./constants.ts";
import { LICENCE_COUNTRIES } from "./licences.ts";
import { INDEX_SOURCES, ZProvenanceSchema } from "./sources.ts";

/**
 * Discovery search (SPEC §7 "Search", §9 search constants). Field names follow the request and
 * response conventions of the discovery API our index mirrors (shared/reference/discovery-api.md).
 */

export const SEARCH_PAGE_SIZE = 50;
/** Follower slider of the web app: maximum and step (SPEC §9). */
export const FOLLOWERS_SLIDER_MAX = 5_000_000;
export const FOLLOWERS_SLIDER_STEP = 1_000;
/** Upper bound of the follower "to" input (SPEC §5). */
export const FOLLOWERS_INPUT_MAX = 100_000_000;
export const VIEWS_AVG_DEFAULT_TO = 10_000_000;
/** Defaults the server applies when a filter arrives without its percentage (SPEC §9). */
export const DEFAULT_AGE_PRC = 50;
export const DEFAULT_GEO_PRC = 100;
export const DEFAULT_GENDER_PRC = 50;
/** SPEC §9: the audience quality score a search filters on by default (a floor against junk accounts). */
export const DEFAULT_QUALITY_SCORE = 10;
/** Paging or re-sorting the same filters within this window is free. */
export const SEARCH_CHARGE_WINDOW_MINUTES = 30;
export const LOCATION_QUERY_MIN_LENGTH = 2;

export const AGE_GROUPS = ["13_17", "18_24", "25_34", "35_44", "45_54", "55_64", "65_plus"] as const;
export type TAgeGroup = (typeof AGE_GROUPS)[number];

export const ACCOUNT_TYPES = ["personal", "brand", "creator"] as const;
export type TAccountType = (typeof ACCOUNT_TYPES)[number];

/** Sort keys of SPEC §9; default followers descending. */
export const SORT_FIELDS = [
  "followers",
  "engagement",
  "quality",
  "real_subscribers",
  "reels_views",
  "shorts_views",
  "tiktok_likes",
  "twitter_tweets",
  "twitter_retweets",
  "growth_30d",
  "growth_90d",
] as const;
export type TSortField = (typeof SORT_FIELDS)[number];

/** SPEC §3 size presets and §9 size tiers. `to: null` is open-ended. */
export const SIZE_PRESETS = [
  { value: "1000-10000", label: "Nano", from: 1_000, to: 10_000 },
  { value: "10000-50000", label: "Micro", from: 10_000, to: 50_000 },
  { value: "50000-500000", label: "Mid", from: 50_000, to: 500_000 },
  { value: "500000-1000000", label: "Macro", from: 500_000, to: 1_000_000 },
  { value: "1000000", label: "Mega", from: 1_000_000, to: null },
] as const;

/** SPEC §7: the size_preset of a profile created from a search result, bucketed by followers. */
export function sizePresetForFollowers(followers: number): string {
  if (followers >= 1_000_000) return "1000000-10000000";
  if (followers >= 500_000) return "500000-1000000";
  if (followers >= 50_000) return "50000-500000";
  if (followers >= 10_000) return "10000-50000";
  return "1000-10000";
}

/** Audience quality bands of SPEC §9, best first; a score below the last band is "poor". */
export const QUALITY_BANDS = [
  { value: "excellent", min: 90 },
  { value: "very_good", min: 80 },
  { value: "good", min: 60 },
  { value: "average", min: 40 },
  { value: "could_be_improved", min: 25 },
] as const;
export type TQualityBand = (typeof QUALITY_BANDS)[number]["value"] | "poor";

export function qualityBand(aqs: number): TQualityBand {
  return QUALITY_BANDS.find((band) => aqs >= band.min)?.value ?? "poor";
}

/** The 49 content category ids (1000–1052; 1008, 1024, 1040 and 1045 do not exist). */
export const CATEGORY_IDS = [
  1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1009, 1010, 1011, 1012, 1013, 1014, 1015, 1016, 1017, 1018, 1019, 1020, 1021, 1022, 1023,
  1025, 1026, 1027, 1028, 1029, 1030, 1031, 1032, 1033, 1034, 1035, 1036, 1037, 1038, 1039, 1041, 1042, 1043, 1044, 1046, 1047, 1048, 1049,
  1050, 1051, 1052,
] as const;
export const INTEREST_ID_MIN = 1;
export const INTEREST_ID_MAX = 82;

// ---------------------------------------------------------------------------------------------
// Request
// ---------------------------------------------------------------------------------------------

const percent = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .min(0, `${what} must be between 0 and 100`)
    .max(100, `${what} must be between 0 and 100`);

/** Shares are whole percentages, as every slider of the web app sends them. */
const share = (what: string) => percent(what).int(`${what} must be a whole number`);

function range<T extends z.ZodType<number>>(bound: T, what: string) {
  return z
    .object({ from: bound.nullish(), to: bound.nullish() })
    .refine((r) => r.from == null || r.to == null || r.from <= r.to, { message: `${what}: 'from' must not be greater than 'to'` });
}

/** Follower growth in percent over 30 or 90 days, `from`–`to`: down to -100 % (every follower lost). */
const growthRange = (what: string) => {
  const bound = z
    .number({ error: `${what} must be a number` })
    .min(-100, `${what} must be at least -100`)
    .max(1_000_000);
  return z
    .object({
      period: z.union([z.literal(30), z.literal(90)], { error: `${what}.period must be 30 or 90` }).default(30),
      from: bound.nullish(),
      to: bound.nullish(),
    })
    .refine((r) => r.from == null || r.to == null || r.from <= r.to, { message: `${what}: 'from' must not be greater than 'to'` });
};

const count = (what: string) => z.number({ error: `${what} must be a number` }).min(0, `${what} must not be negative`);

/** A category given by id (number or numeric string) or by its English or Arabic title / a custom keyword. */
const ZCategoryRefSchema = z.union([z.number().int(), z.string().trim().min(1).max(60)]);
const ZInterestRefSchema = z.union([z.number().int(), z.string().trim().min(1).max(60)]);

/** The UI sends age groups with '-' or '_' ("18-24"); 'any' means no age filter. */
const ZAgeGroupInputSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase().replace("-", "_").replace("65+", "65_plus"))
  .pipe(z.enum([...AGE_GROUPS, "any"], { error: (issue) => `Unknown age group '${String(issue.input)}'` }));

export const ZSearchSortSchema = z.object({
  field: z.enum(SORT_FIELDS, { error: (issue) => `Unknown sort field '${String(issue.input)}'` }).default("followers"),
  order: z.enum(["asc", "desc"], { error: "Sort order must be 'asc' or 'desc'" }).default("desc"),
});

/** POST /api/search/ — every field of SPEC §7; blank and null fields mean "no filter". */
export const ZSearchRequestSchema = z.object({
  social_network: z.enum(PLATFORMS, { error: (issue) => `Unknown social network '${String(issue.input)}'` }).default("instagram"),
  page: z.number().int("page must be a whole number").min(1, "page must be at least 1").default(1),
  limit: z
    .number()
    .int()
    .min(1, "limit must be between 1 and 50")
    .max(SEARCH_PAGE_SIZE, "limit must be between 1 and 50")
    .default(SEARCH_PAGE_SIZE),
  search: z.string().max(100, "search must be at most 100 characters").nullish(),
  subscribers_count: range(
    count("subscribers_count").int("subscribers_count must be a whole number").max(INT32_MAX),
    "subscribers_count",
  ).nullish(),
  category: z
    .object({ include: z.array(ZCategoryRefSchema).max(50).nullish(), exclude: z.array(ZCategoryRefSchema).max(50).nullish() })
    .nullish(),
  audience_age: z.object({ groups: z.array(ZAgeGroupInputSchema).max(8).nullish(), prc: share("audience_age.prc").nullish() }).nullish(),
  audience_geo: z
    .object({
      countries: z
        .array(
          z.object({
            id: z.string().trim().length(2, "country ids are ISO 3166-1 alpha-2 codes"),
            prc: share("audience_geo prc").nullish(),
          }),
        )
        .max(10)
        .nullish(),
      cities: z
        .array(z.object({ id: z.coerce.number().int().positive().max(INT32_MAX), prc: share("audience_geo prc").nullish() }))
        .max(10)
        .nullish(),
    })
    .nullish(),
  audience_gender: z
    .object({
      gender: z.enum(["male", "female", "any"], { error: "audience_gender.gender must be 'male' or 'female'" }).nullish(),
      prc: share("audience_gender.prc").nullish(),
    })
    .nullish(),
  account_geo: z
    .object({
      country: z.array(z.string().trim().length(2, "country ids are ISO 3166-1 alpha-2 codes")).max(50).nullish(),
      city: z.array(z.coerce.number().int().positive().max(INT32_MAX)).max(50).nullish(),
    })
    .nullish(),
  er: range(percent("er"), "er").nullish(),
  views_avg: range(count("views_avg").int("views_avg must be a whole number"), "views_avg").nullish(),
  aqs: range(percent("aqs"), "aqs").nullish(),
  follower_growth: growthRange("follower_growth").nullish(),
  interests: z.array(ZInterestRefSchema).max(82).nullish(),
  // Unix seconds; the last second PostgreSQL's timestamps can hold in the year 9999.
  last_media_time: z.object({ from: z.number().int().min(0).max(253_402_300_799).nullish() }).nullish(),
  verified_only: z.boolean().nullish(),
  similar: z.union([z.string().trim().max(100), z.number().int().nonnegative()]).nullish(),
  account_has_contacts: z.boolean().nullish(),
  account_type: z
    .union([z.enum(ACCOUNT_TYPES), z.array(z.enum(ACCOUNT_TYPES)).max(3)], { error: "account_type must be personal, brand or creator" })
    .nullish(),
  account_languages: z.array(z.string().trim().toLowerCase().min(2).max(3)).max(20).nullish(),
  account_gender: z
    .enum(["male", "female", "any"], { error: (issue) => `account_gender must be 'male' or 'female', not '${String(issue.input)}'` })
    .nullish(),
  licensed_in: z.enum(LICENCE_COUNTRIES, { error: "licensed_in must be SA or AE" }).nullish(),
  social_profile_id: z.union([z.number().int(), z.string().max(40)]).nullish(),
  sort: ZSearchSortSchema.nullish(),
});
export type TSearchRequest = z.input<typeof ZSearchRequestSchema>;
export type TSearchRequestParsed = z.output<typeof ZSearchRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Response
// ---------------------------------------------------------------------------------------------

export const ZNamedCountrySchema = z.object({ code: z.string(), name: z.string(), name_ar: z.string() });
export const ZNamedCitySchema = z.object({ id: z.number().int(), name: z.string(), name_ar: z.string(), country_code: z.string() });
export type TNamedCity = z.infer<typeof ZNamedCitySchema>;

/**
 * The groups an index row's fields are kept in. Each group has its own source and date: a source
 * replaces the groups it gives and leaves the others as they were (a YouTube refresh keeps the
 * audience bought in a vendor report).
 */
export const FIELD_GROUPS = ["identity", "metrics", "audience", "quality", "contacts", "prices", "categories"] as const;
export type TFieldGroup = (typeof FIELD_GROUPS)[number];

export const ZFieldGroupStampSchema = z.object({
  source: z.enum(INDEX_SOURCES),
  sandbox: z.boolean(),
  fetched_at: z.string().describe("ISO 8601 time this group's fields were fetched from their source"),
});
export type TFieldGroupStamp = z.infer<typeof ZFieldGroupStampSchema>;

/** Each group's source and date; null for a group the row holds nothing of. */
export const ZFieldGroupsSchema = z.object({
  identity: ZFieldGroupStampSchema.nullable(),
  metrics: ZFieldGroupStampSchema.nullable(),
  audience: ZFieldGroupStampSchema.nullable(),
  quality: ZFieldGroupStampSchema.nullable(),
  contacts: ZFieldGroupStampSchema.nullable(),
  prices: ZFieldGroupStampSchema.nullable(),
  categories: ZFieldGroupStampSchema.nullable(),
} satisfies Record<TFieldGroup, z.ZodType>);
export type TFieldGroups = z.infer<typeof ZFieldGroupsSchema>;

export const ZSearchResultSchema = z.object({
  basic: z.object({
    id: z.string().describe("Influencer id (a 63-bit integer, sent as a string)"),
    platform: z.enum(PLATFORMS),
    username: z.string(),
    title: z.string().describe("Display name"),
    avatar_url: z.string().nullable(),
    description: z.string().describe("Biography"),
    is_verified: z.boolean(),
  }),
  metrics: z.object({
    subscribers_count: z.number().int(),
    er: z.number().nullable().describe("Engagement rate in percent; null where the source gives none (provenance.missing)"),
    views_avg: z.number().nullable(),
    likes_avg: z.number().nullable(),
    comments_avg: z.number().nullable(),
    posts_count: z.number().nullable(),
    real_subscribers_count: z.number().nullable().describe("instagram"),
    reels_video_views_avg: z.number().nullable().describe("instagram"),
    shorts_video_views_avg: z.number().nullable().describe("youtube"),
    likes_count: z.number().nullable().describe("tiktok: total likes"),
    avg_tweets: z.number().nullable().describe("twitter: tweets per day"),
    avg_retweets: z.number().nullable().describe("twitter: retweets per tweet"),
  }),
  features: z.object({
    aqs: z.number().int().nullable().describe("Audience quality score 0–100; null where the source gives none"),
    aqs_name: z.string().nullable(),
    aqs_estimate: z
      .number()
      .int()
      .nullish()
      .describe("Our audience quality estimate 0–100 where the source gives no score (never the vendor's)"),
    credibility: z.number().nullable().describe("Share of real, active followers in percent"),
    account_type: z.enum(ACCOUNT_TYPES),
    categories: z.array(z.object({ id: z.number().int(), title: z.string(), title_ar: z.string() })),
    interests: z.array(z.object({ id: z.number().int(), name: z.string(), name_ar: z.string() })),
    location: z.object({ country: ZNamedCountrySchema.nullable(), city: ZNamedCitySchema.nullable() }),
    languages: z.array(z.string()),
    last_media_time: z.number().int().nullable().describe("Unix seconds of the most recent post"),
    contacts: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
    estimated_prices: z.object({
      is_estimate: z.literal(true),
      currency: z.literal("SAR"),
      post: z.number().nullable(),
      story: z.number().nullable(),
    }),
    similarity: z.number().nullable().describe("0–1 likeness to the `similar` account; null without `similar`"),
  }),
  audience: z
    .object({
      gender: z.object({ male: z.number(), female: z.number() }),
      age: z.record(z.enum(AGE_GROUPS), z.number()),
      countries: z.array(ZNamedCountrySchema.extend({ prc: z.number() })),
      cities: z.array(ZNamedCitySchema.extend({ prc: z.number() })),
    })
    .nullable()
    .describe("Null for twitter: no audience data is collected there"),
  url: z.string(),
  provenance: ZProvenanceSchema.extend({
    groups: ZFieldGroupsSchema.optional().describe("Each field group's own source and date"),
  }),
});
export type TSearchResult = z.infer<typeof ZSearchResultSchema>;

export const ZSearchResponseSchema = z.object({
  results: z.object({
    search_results: z.array(ZSearchResultSchema),
    filters: z.object({ total_results: z.number().int() }),
    total_pages: z.number().int(),
  }),
  credits_remaining: z.number(),
});
export type TSearchResponse = z.infer<typeof ZSearchResponseSchema>;

/** A refused charge: what it costs, the balance, and what is missing (credits, two decimals). */
export const ZCreditShortfallSchema = z.object({ required: z.number(), balance: z.number(), missing: z.number() });
export type TCreditShortfall = z.infer<typeof ZCreditShortfallSchema>;

/**
 * Search errors carry both shapes the web app reads: `error` (SPEC §8) and `detail`. A 402 also
 * says what the search costs, the balance and how many credits are missing, so the screen can
 * show the shortfall and a way to upgrade.
 */
export const ZSearchErrorSchema = z.object({
  error: z.string(),
  detail: z.string(),
  credits_required: z.number().optional(),
  credits_balance: z.number().optional(),
  credits_missing: z.number().optional(),
});
export type TSearchError = z.infer<typeof ZSearchErrorSchema>;

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------

export const ZCategorySchema = z.object({ id: z.number().int(), title: z.string(), title_ar: z.string() });
export const ZInterestSchema = z.object({ id: z.number().int(), name: z.string(), name_ar: z.string() });
/** GET /api/search/categories/ */
export const ZCategoriesResponseSchema = z.object({ categories: z.array(ZCategorySchema), interests: z.array(ZInterestSchema) });
export type TCategoriesResponse = z.infer<typeof ZCategoriesResponseSchema>;

/** SPEC §3 Location item. Country ids are ISO codes, city ids GeoNames ids. */
export const ZLocationItemSchema = z.object({
  id: z.union([z.string(), z.number().int()]),
  display_name: z.string(),
  country_code: z.string(),
  type: z.enum(["country", "city"]),
});
export type TLocationItem = z.infer<typeof ZLocationItemSchema>;
/** GET /api/search/locations/?q= */
export const ZLocationsResponseSchema = z.object({ results: z.array(ZLocationItemSchema) });
export const ZLocationsQuerySchema = z.object({ q: z.string().trim().max(100).default(""), lang: z.enum(["en", "ar"]).optional() });
