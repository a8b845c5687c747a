import type { TPlatform } from "@radar/contract/constants";
import { AGE_GROUPS, FIELD_GROUPS, qualityBand } from "@radar/contract/search";
import type { TProvenanceField } from "@radar/contract/sources";
import { sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import { categoryById, cityNames, countryNames, groupStamps, interestById, type ResultRow } from "../../discovery/public.ts";
import type { AccountProvenance, AnalysedAccount, Bilingual, PlatformFigure } from "./report-model.ts";

/** Read-only: one account of the influencer index with its profile row, as a report analyses it. */
type AccountRow = Omit<ResultRow, "platform" | "language" | "last_media_at" | "similarity"> & {
  platform: TPlatform;
};

const percent = (bp: number) => Math.round(bp) / 100;
const country = (code: string): Bilingual => {
  const names = countryNames(code);
  return { en: names.name, ar: names.name_ar };
};
const city = (id: number): Bilingual => {
  const names = cityNames(id);
  return { en: names.name, ar: names.name_ar };
};

/** The platform figures the source gave (a missing one holds no number worth showing). */
function platformFigures(row: AccountRow, given: (field: TProvenanceField) => boolean): PlatformFigure[] {
  const figures: [PlatformFigure["key"], number | null, TProvenanceField | null][] = [
    ["reels_views", row.reels_views_avg, "reels_views_avg"],
    ["shorts_views", row.shorts_views_avg, "shorts_views_avg"],
    ["total_likes", row.likes_count, null],
    ["tweets_per_day", row.avg_tweets, "avg_tweets"],
    ["retweets_per_tweet", row.avg_retweets, "avg_retweets"],
  ];
  return figures.flatMap(([key, value, field]) =>
    value === null || (field !== null && !given(field)) ? [] : [{ key, value: Number(value) }],
  );
}

function audienceOf(row: AccountRow): AnalysedAccount["audience"] {
  if (row.aud_male_bp === null || row.aud_female_bp === null) return null;
  return {
    male: percent(row.aud_male_bp),
    female: percent(row.aud_female_bp),
    age: AGE_GROUPS.map((group, i) => ({ group, prc: percent(row.ages[i] ?? 0) })),
    countries: (row.aud_countries ?? []).map(([code, bp]) => ({ label: country(code), prc: percent(bp) })),
    cities: (row.aud_cities ?? []).map(([id, bp]) => ({ label: city(id), prc: percent(bp) })),
  };
}

/**
 * The account with its provenance. What the source does not give (`missing_fields`) is null here,
 * whatever placeholder the index holds (0 for engagement and quality), so no report draws it as 0.
 */
export async function findAccount(db: Database, influencerId: string): Promise<AnalysedAccount | null> {
  const { rows } = await sql<AccountRow>`
    SELECT i.id::text AS id, i.platform, i.username, i.full_name, i.followers, i.er_bp, i.aqs, i.views_avg,
      i.real_subscribers, i.reels_views_avg, i.shorts_views_avg, i.likes_count, i.avg_tweets, i.avg_retweets,
      i.is_verified, i.account_type, i.country_code, i.city_id, i.categories, i.interests,
      i.aud_male_bp, i.aud_female_bp, ARRAY[${sql.join(AGE_GROUPS.map((g) => sql.ref(`i.aud_${g}_bp`)))}] AS ages,
      p.avatar_url, p.bio, p.credibility, p.likes_avg, p.comments_avg, p.posts_count,
      p.post_price, p.story_price, p.aud_countries, p.aud_cities,
      p.email, p.phone, p.source, p.via_sandbox, coalesce(p.fetched_at, i.updated_at) AS fetched_at, p.estimated_fields, p.missing_fields,
      p.field_groups
    FROM influencers i LEFT JOIN influencer_profiles p ON p.id = i.id
    WHERE i.id = ${influencerId}::bigint`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const missing = row.missing_fields ?? [];
  const given = (field: TProvenanceField) => !missing.includes(field);
  const known = <T>(field: TProvenanceField, value: T): T | null => (given(field) ? value : null);
  const aqs = known("aqs", row.aqs);
  return {
    influencerId: row.id,
    platform: row.platform,
    username: row.username,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    bio: row.bio ?? "",
    isVerified: row.is_verified,
    accountType: row.account_type,
    followers: row.followers,
    erPercent: known("er", percent(row.er_bp)),
    aqs,
    qualityBand: aqs === null ? null : qualityBand(aqs),
    credibility: known("credibility", row.credibility),
    viewsAvg: known("views_avg", row.views_avg),
    likesAvg: known("likes_avg", row.likes_avg),
    commentsAvg: known("comments_avg", row.comments_avg),
    postsCount: row.posts_count,
    platformFigures: platformFigures(row, given),
    categories: (known("categories", row.categories) ?? []).flatMap((id) => {
      const category = categoryById.get(id);
      return category ? [{ en: category.title, ar: category.title_ar }] : [];
    }),
    interests: row.interests.flatMap((id) => {
      const interest = interestById.get(id);
      return interest ? [{ en: interest.name, ar: interest.name_ar }] : [];
    }),
    country: given("location") && row.country_code ? country(row.country_code) : null,
    city: given("location") && row.city_id ? city(row.city_id) : null,
    postPrice: known("prices", row.post_price),
    storyPrice: known("prices", row.story_price),
    audience: given("audience") ? audienceOf(row) : null,
    dataDate: row.fetched_at,
    provenance: {
      source: row.source ?? "seed",
      viaSandbox: row.via_sandbox ?? false,
      estimated: row.estimated_fields ?? [],
      missing,
      groups: groupSources(row, missing),
    },
  };
}

/** Each field group's source and date, as the search results show them. */
function groupSources(row: AccountRow, missing: TProvenanceField[]): AccountProvenance["groups"] {
  const source = row.source ?? "seed";
  const values = {
    audience: row.aud_male_bp === null ? null : {},
    credibility: row.credibility,
    email: row.email,
    phone: row.phone,
    postPrice: row.post_price,
    storyPrice: row.story_price,
    categories: row.categories,
    interests: row.interests,
  };
  const stamps = groupStamps(row.field_groups ?? null, values, missing, {
    source,
    sandbox: row.via_sandbox ?? false,
    fetched_at: new Date(row.fetched_at).toISOString(),
  });
  const groups: AccountProvenance["groups"] = {};
  for (const group of FIELD_GROUPS) {
    const stamp = stamps[group];
    if (stamp) groups[group] = { source: stamp.source, viaSandbox: stamp.sandbox, fetchedAt: new Date(stamp.fetched_at) };
  }
  return groups;
}

/**
 * The category the user chose for the profile a report was ordered from (the profile wizard asks for
 * one): what a report names when the account's source gives none (Instagram's Business Discovery
 * never does). Null for a report of an index creator or of a profile since deleted.
 */
export async function profileCategory(db: Database, reportId: number): Promise<Bilingual | null> {
  const row = await db
    .selectFrom("reports as r")
    .innerJoin("social_profiles as p", "p.id", "r.social_profile_id")
    .select("p.category_id")
    .where("r.id", "=", reportId)
    .executeTakeFirst();
  const category = row ? categoryById.get(row.category_id) : undefined;
  return category ? { en: category.title, ar: category.title_ar } : null;
}
