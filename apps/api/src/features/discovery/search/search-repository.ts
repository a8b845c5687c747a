import type { TAgeGroup } from "@radar/contract/search";
import type { TIndexSource, TProvenanceField } from "@radar/contract/sources";
import { type RawBuilder, sql, type Transaction } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import type { DB, InfluencerProfilesTable, InfluencersTable } from "../../../core/db/schema.ts";
import type { GroupStamps } from "../index/field-groups.ts";
import type { INDEX_WALK_SETTINGS, SearchEngine } from "./search-engine.ts";
import type { CountPlan, PagePlan, PageRead } from "./search-plan.ts";
import { parseIds, SORTED_MATCHES_LIMIT } from "./sorted-matches.ts";

/**
 * Runs `work` on sessions with `settings`: the engine's index-walk pool when it has one (one round
 * trip), else one transaction that sets them locally first.
 */
async function withSettings<T>(
  engine: SearchEngine,
  settings: typeof INDEX_WALK_SETTINGS,
  work: (executor: Database | Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (engine.indexWalk) return work(engine.indexWalk);
  return engine.db.transaction().execute(async (trx) => {
    for (const [name, value] of Object.entries(settings)) await sql`SELECT set_config(${name}, ${value}, true)`.execute(trx);
    return work(trx);
  });
}

/** Runs `work` the way a page of `plan` is read: under its settings when it has any. */
export function underPlanSettings<T>(
  engine: SearchEngine,
  plan: PagePlan,
  work: (executor: Database | Transaction<DB>) => Promise<T>,
): Promise<T> {
  return plan.strategy === "ordered" ? withSettings(engine, plan.settings, work) : work(engine.db);
}

export const countSql = (where: RawBuilder<unknown>) =>
  sql<{ total: number }>`SELECT count(*)::int AS total FROM influencers i WHERE ${where}`;

/**
 * The total a count plan names. A count is made in process when the plan allows it and the counter
 * holds the plan's index content, else by PostgreSQL; either way it is kept for that version, so the
 * next page of the same filters reads it back instead of counting again.
 */
export async function executeCount(engine: SearchEngine, plan: CountPlan): Promise<number> {
  if (plan.kind !== "count") return plan.total;
  const inProcess = plan.inProcess ? ((await engine.counter?.count(plan.query, plan.content, plan.stats)) ?? null) : null;
  const total = inProcess ?? (await countSql(plan.where).execute(engine.db)).rows[0]?.total ?? 0;
  await storeTotal(engine.db, plan.key, plan.version, total);
  return total;
}

/** The index row's columns a result shows, as the table declares them (its ages come as one array). */
type IndexColumns = Omit<
  InfluencersTable,
  | "id"
  | "platform"
  | `aud_${TAgeGroup}_bp`
  | "has_contacts"
  | "aud_top_countries"
  | "facets"
  | "search_text"
  | "search_tokens"
  | "first_seen_at"
  | "updated_at"
  | "follower_growth_30d_bp"
  | "follower_growth_90d_bp"
>;
/** The profile row's columns a result shows; a missing profile row reads them as null. */
type ProfileColumns = {
  [K in
    | "avatar_url"
    | "bio"
    | "email"
    | "phone"
    | "credibility"
    | "likes_avg"
    | "comments_avg"
    | "posts_count"
    | "post_price"
    | "story_price"
    | "aud_countries"
    | "aud_cities"]: InfluencerProfilesTable[K] | null;
};

/** One result as `resultColumns` reads it: the seven age columns as `ages`, in AGE_GROUPS order. */
export interface ResultRow extends IndexColumns, ProfileColumns {
  id: string;
  platform: string;
  ages: (number | null)[];
  similarity: number | null;
  /** Provenance; null only for a row whose profile row is missing. */
  source: TIndexSource | null;
  via_sandbox: boolean | null;
  fetched_at: Date;
  estimated_fields: TProvenanceField[] | null;
  missing_fields: TProvenanceField[] | null;
  /** Each field group's source and date (migration 0031); null: every group it holds is the row's source's. */
  field_groups: GroupStamps | null;
}

/** The result columns over influencers `i`, its similarity to a lookalike target and its profile row `p`. */
const resultColumns = (similarity: RawBuilder<unknown>) => sql`
  i.id::text AS id, i.platform, i.username, i.full_name, i.followers, i.er_bp, i.aqs, i.quality_estimate, i.views_avg,
  i.real_subscribers, i.reels_views_avg, i.shorts_views_avg, i.likes_count, i.avg_tweets, i.avg_retweets,
  i.is_verified, i.account_type, i.country_code, i.city_id, i.language, i.last_media_at, i.categories, i.interests,
  i.aud_male_bp, i.aud_female_bp,
  ARRAY[i.aud_13_17_bp, i.aud_18_24_bp, i.aud_25_34_bp, i.aud_35_44_bp, i.aud_45_54_bp, i.aud_55_64_bp, i.aud_65_plus_bp] AS ages,
  p.avatar_url, p.bio, p.email, p.phone, p.credibility, p.likes_avg, p.comments_avg, p.posts_count, p.post_price, p.story_price,
  p.aud_countries, p.aud_cities, ${similarity} AS similarity,
  p.source, p.via_sandbox, coalesce(p.fetched_at, i.updated_at) AS fetched_at, p.estimated_fields, p.missing_fields, p.field_groups`;

const similarityOf = (score: RawBuilder<number> | null) => score ?? sql`NULL::float8`;

/**
 * The page's ids are chosen by a sub-select of `influencers` alone, then its rows and profile rows
 * are read by id. Written as `i.id IN (…)` rather than a LEFT JOIN from the LIMITed sub-select: under
 * Citus (docs/decisions/0022-citus-scale-out.md) the sub-select runs first and its ≤ 50 ids reach every shard,
 * where the co-located join reads them by primary key; a LEFT JOIN from the sub-select's result
 * would make Citus pull the whole `influencer_profiles` through the coordinator (test/citus/citus-pushdown.ts).
 */
export const pageSql = (page: PageRead) => sql<ResultRow>`
  SELECT ${resultColumns(similarityOf(page.score))}
  FROM influencers i
  LEFT JOIN influencer_profiles p ON p.id = i.id
  WHERE i.id IN (
    SELECT i.id
    FROM influencers i
    WHERE ${page.where}
    ORDER BY ${page.order}
    LIMIT ${page.limit} OFFSET ${page.offset}
  )
  ORDER BY ${page.outerOrder}`;

/** Every match's id, in the page order, as one comma-separated text (one value to parse, not thousands). */
export const matchIdsSql = (page: PageRead) => sql<{ ids: string | null }>`
  SELECT string_agg(i.id::text, ',' ORDER BY ${page.order}) AS ids
  FROM influencers i
  WHERE ${page.where}`;

/** The rows of these ids, in this order (an id that has left the index is skipped). */
export const rowsByIdSql = (ids: string[], score: RawBuilder<number> | null) => sql<ResultRow>`
  SELECT ${resultColumns(sql`i.similarity`)}
  FROM (
    SELECT i.*, ${similarityOf(score)} AS similarity, o.match_rank
    FROM unnest(${ids}::bigint[]) WITH ORDINALITY AS o (id, match_rank)
    JOIN influencers i ON i.id = o.id
  ) i
  LEFT JOIN influencer_profiles p ON p.id = i.id
  ORDER BY i.match_rank`;

/** The rows of a page plan, in its order, with their profile rows. */
export async function executePage(engine: SearchEngine, plan: PagePlan): Promise<ResultRow[]> {
  if (plan.strategy === "empty") return [];
  if (plan.strategy === "sorted") {
    const { listing } = plan;
    const ids = await engine.sortedMatches.ids(engine.db, plan.idsKey, async (db) => {
      const inProcess =
        listing && engine.counter
          ? await engine.counter.matchIds(listing.query, listing.content, listing.stats, SORTED_MATCHES_LIMIT)
          : null;
      return inProcess ?? parseIds((await matchIdsSql(plan).execute(db)).rows[0]?.ids);
    });
    const slice = Array.from(ids.subarray(plan.offset, plan.offset + plan.limit), String);
    if (slice.length === 0) return [];
    return (await rowsByIdSql(slice, plan.score).execute(engine.db)).rows;
  }
  return underPlanSettings(engine, plan, async (executor) => (await pageSql(plan).execute(executor)).rows);
}

async function storeTotal(db: Database, key: string, version: number, total: number): Promise<void> {
  await db
    .insertInto("discovery_search_totals")
    .values({ query_key: key, index_version: version, total })
    .onConflict((oc) => oc.column("query_key").doUpdateSet({ index_version: version, total }))
    .execute();
  // Now and then, forget totals nobody asked for in a day (the index version retires the rest).
  if (Math.random() < 0.01)
    await db
      .deleteFrom("discovery_search_totals")
      .where("created_at", "<", new Date(Date.now() - 86_400_000))
      .execute();
}
