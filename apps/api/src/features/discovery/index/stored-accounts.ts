import type { TPlatform } from "@radar/contract/constants";
import type { TAccountType } from "@radar/contract/search";
import { sql, type Transaction } from "kysely";
import { type Database, PREPARED } from "../../../core/db/database.ts";
import type { DB } from "../../../core/db/schema.ts";
import type { ResultRow } from "../search/search-repository.ts";
import { CREATOR_GENDER_KEYS } from "./creator-gender.ts";
import { FacetKind, facetCodeText } from "./facet-codes.ts";
import { heldGroups, type StoredAccount } from "./field-groups.ts";
import type { InfluencerRecord } from "./influencer-record.ts";

/** A stored account as the write path reads it: the search's result columns, its facet keys and its source's own id. */
type StoredRow = Omit<ResultRow, "platform" | "account_type" | "similarity"> & {
  platform: TPlatform;
  account_type: TAccountType;
  facets: string[];
  source_ref: string | null;
};

/** The creator's gender is kept only as its facet key: read back from there. */
function genderOf(row: StoredRow): InfluencerRecord["gender"] {
  const facets = new Set(row.facets);
  for (const gender of ["male", "female"] as const)
    if (facets.has(facetCodeText(FacetKind.creatorGender, row.platform, CREATOR_GENDER_KEYS[gender]))) return gender;
  return null;
}

function toStored(row: StoredRow): StoredAccount {
  const source = row.source ?? "seed";
  const viaSandbox = row.via_sandbox ?? false;
  const estimated = row.estimated_fields ?? [];
  const missing = row.missing_fields ?? [];
  const record: InfluencerRecord = {
    platform: row.platform,
    username: row.username,
    fullName: row.full_name,
    bio: row.bio ?? "",
    avatarUrl: row.avatar_url,
    followers: row.followers,
    erBp: row.er_bp,
    aqs: row.aqs,
    credibility: row.credibility,
    viewsAvg: row.views_avg,
    likesAvg: row.likes_avg,
    commentsAvg: row.comments_avg,
    postsCount: row.posts_count,
    realSubscribers: row.real_subscribers,
    reelsViewsAvg: row.reels_views_avg,
    shortsViewsAvg: row.shorts_views_avg,
    likesCount: row.likes_count,
    avgTweets: row.avg_tweets,
    avgRetweets: row.avg_retweets,
    isVerified: row.is_verified,
    accountType: row.account_type,
    countryCode: row.country_code,
    cityId: row.city_id,
    language: row.language,
    gender: genderOf(row),
    lastMediaAt: row.last_media_at,
    categories: row.categories,
    interests: row.interests,
    email: row.email,
    phone: row.phone,
    postPrice: row.post_price,
    storyPrice: row.story_price,
    audience:
      row.aud_male_bp === null || row.aud_female_bp === null
        ? null
        : {
            maleBp: row.aud_male_bp,
            femaleBp: row.aud_female_bp,
            ageBp: row.ages.map((bp) => bp ?? 0),
            countries: row.aud_countries ?? [],
            cities: row.aud_cities ?? [],
          },
    source,
    provenance: { sourceRef: row.source_ref, viaSandbox, fetchedAt: row.fetched_at, estimated, missing },
  };
  // Rows written before field groups (and the seed's COPY) carry no stamps: every group they hold
  // is their source's, as of their fetch.
  const groups =
    row.field_groups ??
    Object.fromEntries(
      heldGroups(record, missing).map((group) => [group, { source, sandbox: viaSandbox, fetched_at: row.fetched_at.toISOString() }]),
    );
  return { record, groups };
}

/**
 * The rows of these ids as the merge reads them, in one statement, locked until the caller's
 * transaction ends: a concurrent write of the same account waits and then merges into this one's
 * result instead of overwriting it. A row whose id is another account's (a hash collision) is left
 * out: it is replaced, as before.
 */
export async function readStoredAccounts(
  trx: Database | Transaction<DB>,
  records: readonly InfluencerRecord[],
  ids: readonly string[],
): Promise<Map<string, StoredAccount>> {
  const { rows } = await sql<StoredRow>`${PREPARED}
    SELECT i.id::text AS id, i.platform, i.username, i.full_name, i.followers, i.er_bp, i.aqs, i.views_avg,
      i.real_subscribers, i.reels_views_avg, i.shorts_views_avg, i.likes_count, i.avg_tweets, i.avg_retweets,
      i.is_verified, i.account_type, i.country_code, i.city_id, i.language, i.last_media_at, i.categories, i.interests,
      i.aud_male_bp, i.aud_female_bp,
      ARRAY[i.aud_13_17_bp, i.aud_18_24_bp, i.aud_25_34_bp, i.aud_35_44_bp, i.aud_45_54_bp, i.aud_55_64_bp, i.aud_65_plus_bp] AS ages,
      i.facets::text[] AS facets,
      p.avatar_url, p.bio, p.email, p.phone, p.credibility, p.likes_avg, p.comments_avg, p.posts_count, p.post_price, p.story_price,
      p.aud_countries, p.aud_cities, p.source, p.source_ref, p.via_sandbox, coalesce(p.fetched_at, i.updated_at) AS fetched_at,
      p.estimated_fields, p.missing_fields, p.field_groups
    FROM influencers i LEFT JOIN influencer_profiles p ON p.id = i.id
    WHERE i.id = ANY(${[...ids]}::bigint[])
    ORDER BY i.id
    FOR UPDATE OF i`.execute(trx);
  const named = new Map(records.map((record, i) => [ids[i], record]));
  const stored = new Map<string, StoredAccount>();
  for (const row of rows) {
    const record = named.get(row.id);
    if (!record || record.platform !== row.platform || record.username.toLowerCase() !== row.username.toLowerCase()) continue;
    stored.set(row.id, toStored(row));
  }
  return stored;
}
