import { type Kysely, sql } from "kysely";
import { forgetDroppedIndex } from "./dropped-indexes.ts";

/**
 * `influencers_username_idx` (platform, username) served one statement, a lookalike search finding
 * its target by username. That lookup now reads the primary key (the id is the hash of platform and
 * username, lookalike.ts findTarget), so the index only cost its upkeep and, after a bulk load,
 * a 25 s build at 10 M (seeding in ≤ 600 s).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS influencers_username_idx`.execute(db);
  await forgetDroppedIndex(db, "influencers_username_idx");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX influencers_username_idx ON influencers (platform, username)`.execute(db);
}
