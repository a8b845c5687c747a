import { type Kysely, sql } from "kysely";

/**
 * Field groups (decision 0058): each group of a row's fields (identity, metrics, audience, quality,
 * contacts, prices, categories) keeps the source and the time it was fetched, so a write replaces
 * only the groups its source gives. `{"audience": {"source": "modash", "sandbox": false,
 * "fetched_at": "…"}, …}`; `json`, like the audience lists, as it is only ever read whole.
 *
 * Rows fetched from a data source get their row's source and fetch time for every group they hold.
 * Seed and file rows (no fetch time) stay NULL, which reads the same way (their source, as of their
 * last write) without rewriting millions of demo rows here; the seed's COPY leaves it NULL too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE influencer_profiles ADD COLUMN field_groups json`.execute(db);
  await sql`
    UPDATE influencer_profiles p
    SET field_groups = (
      SELECT json_object_agg(held.name, json_build_object('source', p.source, 'sandbox', p.via_sandbox, 'fetched_at', p.fetched_at))
      FROM (
        VALUES
          ('identity', true),
          ('metrics', true),
          ('audience', i.aud_male_bp IS NOT NULL),
          ('quality', NOT ('aqs' = ANY (p.missing_fields) AND p.credibility IS NULL)),
          ('contacts', p.email IS NOT NULL OR p.phone IS NOT NULL),
          ('prices', p.post_price IS NOT NULL OR p.story_price IS NOT NULL),
          ('categories', cardinality(i.categories) > 0 OR cardinality(i.interests) > 0)
      ) AS held (name, holds)
      WHERE held.holds
    )
    FROM influencers i
    WHERE i.id = p.id AND p.fetched_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE influencer_profiles DROP COLUMN IF EXISTS field_groups`.execute(db);
}
