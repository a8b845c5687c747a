import { type Kysely, sql } from "kysely";

/**
 * `influencers.platform` becomes an enum (seeding 10 M in ≤ 600 s). Every per-platform
 * btree leads with it; as text (variable width), each tie on it makes PostgreSQL walk the index
 * tuple to reach the next key, so building (platform, er_bp, id) over 10 M rows took 39 s where
 * (er_bp, id) took 13 s. As a 4-byte enum, the six such btrees took 22–26 s each in a 10 M seed
 * instead of 34–43 s (docs/benchmarks/seeding.md, seventh session). Only this column changes: the other tables' `platform` stay text, and comparing the
 * enum with a text value needs an explicit cast (a parameter or literal converts by itself).
 *
 * The labels are in alphabetical order, so ORDER BY platform sorts as it did on text.
 * The partial indexes and the CHECK name the column as text, so they are dropped and rewritten;
 * the other indexes convert by themselves (btree_gin has an operator class for enums).
 */
const PARTIAL_INDEXES = [
  ["influencers_real_subscribers_idx", "(coalesce(real_subscribers, -1)), id", "instagram"],
  ["influencers_reels_views_idx", "(coalesce(reels_views_avg, -1)), id", "instagram"],
  ["influencers_shorts_views_idx", "(coalesce(shorts_views_avg, -1)), id", "youtube"],
  ["influencers_tiktok_likes_idx", "(coalesce(likes_count, -1)), id", "tiktok"],
  ["influencers_tweets_idx", "(coalesce(avg_tweets, -1)), id", "twitter"],
  ["influencers_retweets_idx", "(coalesce(avg_retweets, -1)), id", "twitter"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const existing = await sql<{ name: string }>`
    SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'influencers'`.execute(db);
  const present = new Set(existing.rows.map((row) => row.name));
  await sql`
    CREATE TYPE influencer_platform AS ENUM ('instagram', 'tiktok', 'twitter', 'youtube');
    ALTER TABLE influencers DROP CONSTRAINT IF EXISTS influencers_platform_check;
  `.execute(db);
  for (const [name] of PARTIAL_INDEXES) await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
  await sql`ALTER TABLE influencers ALTER COLUMN platform TYPE influencer_platform USING platform::influencer_platform`.execute(db);
  for (const [name, columns, platform] of PARTIAL_INDEXES) {
    if (!present.has(name)) continue;
    await sql`CREATE INDEX ${sql.id(name)} ON influencers (${sql.raw(columns)}) WHERE platform = ${sql.lit(platform)}`.execute(db);
  }
  // Definitions a failed bulk load left to rebuild (index-maintenance.ts) name the platform as text.
  await sql`
    UPDATE discovery_index_state
    SET dropped_indexes = regexp_replace(dropped_indexes::text, '(platform = ''[a-z]+'')::text', '\\1::influencer_platform', 'g')::jsonb`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of PARTIAL_INDEXES) await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
  await sql`ALTER TABLE influencers ALTER COLUMN platform TYPE text USING platform::text`.execute(db);
  for (const [name, columns, platform] of PARTIAL_INDEXES)
    await sql`CREATE INDEX ${sql.id(name)} ON influencers (${sql.raw(columns)}) WHERE platform = ${sql.lit(platform)}`.execute(db);
  await sql`
    ALTER TABLE influencers ADD CONSTRAINT influencers_platform_check CHECK (platform IN ('instagram', 'tiktok', 'youtube', 'twitter'));
    DROP TYPE influencer_platform;
  `.execute(db);
}
