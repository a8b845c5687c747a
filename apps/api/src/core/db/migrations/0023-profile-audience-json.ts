import { type Kysely, sql } from "kysely";

/**
 * The audience lists of a profile (`aud_countries`, `aud_cities`: [[code, basis points], …]) become
 * `json` instead of `jsonb` (seeding 10 M in ≤ 600 s). They are only ever read whole and
 * handed to the application, which parses them either way; no statement looks inside them. `json`
 * keeps the text as written after checking it, where `jsonb` converts every number to a numeric:
 * loading 1 M profiles took 4.5 s instead of 9.3 s, and the table holds 403 MB instead of 667 MB
 * (docs/benchmarks/seeding.md, seventh session).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE influencer_profiles
      ALTER COLUMN aud_countries TYPE json USING aud_countries::json,
      ALTER COLUMN aud_cities TYPE json USING aud_cities::json`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE influencer_profiles
      ALTER COLUMN aud_countries TYPE jsonb USING aud_countries::jsonb,
      ALTER COLUMN aud_cities TYPE jsonb USING aud_cities::jsonb`.execute(db);
}
