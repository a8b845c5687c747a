import { type Kysely, sql } from "kysely";
import { forgetDroppedIndex } from "./dropped-indexes.ts";

const PLATFORMS = ["instagram", "tiktok", "youtube", "twitter"] as const;

/**
 * The trigram index of `search_text` becomes one partial index per platform (seeding 10 M
 * in ≤ 600 s). A search always names its platform, so it reads the same entries as from the one
 * index over (platform, search_text) (migration 0006), and building the four takes as long as that
 * one did (1 M: 30.3 s against 30.8 s). But after a bulk load the one index was a single build of
 * some 350 s at 10 M on one connection, longer than everything else the other connection builds;
 * four builds of 40/30/15/15 % of that share out evenly between the two (index-maintenance.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A bulk load that failed half-way left the old index dropped and its definition to rebuild: the new
  // ones then take its place in that list, for the next load to build.
  const state = await sql<{ recorded: boolean }>`
    SELECT coalesce(dropped_indexes @> '[{"name": "influencers_search_text_idx"}]', false) AS recorded FROM discovery_index_state`.execute(
    db,
  );
  const recorded = state.rows[0]?.recorded === true;
  await sql`DROP INDEX IF EXISTS influencers_search_text_idx`.execute(db);
  await forgetDroppedIndex(db, "influencers_search_text_idx");
  for (const platform of PLATFORMS) {
    const name = `influencers_search_text_${platform}_idx`;
    const definition = `CREATE INDEX ${name} ON influencers USING gin (search_text gin_trgm_ops) WHERE platform = '${platform}'`;
    if (!recorded) await sql.raw(definition).execute(db);
    else
      await sql`
        UPDATE discovery_index_state
        SET dropped_indexes = dropped_indexes || jsonb_build_array(jsonb_build_object('name', ${name}::text, 'definition', ${definition}::text))`.execute(
        db,
      );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const platform of PLATFORMS) await sql`DROP INDEX IF EXISTS ${sql.id(`influencers_search_text_${platform}_idx`)}`.execute(db);
  await sql`CREATE INDEX influencers_search_text_idx ON influencers USING gin (platform, search_text gin_trgm_ops)`.execute(db);
}
