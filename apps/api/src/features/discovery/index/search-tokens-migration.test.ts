import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedDatabase } from "../../../../test/helpers.ts";
import type { DatabaseHandle } from "../../../core/db/database.ts";
import { migrations } from "../../../core/db/migrations/index.ts";
import { generateInfluencer } from "../../../tools/seed/generate-influencer.ts";
import { insertRows } from "./row-sinks.ts";

const migrator = (db: DatabaseHandle["db"]) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

// Rows written before the migration: it must give them their tokens and fill the vocabulary. The
// database goes no further than 0026, so later migrations need not be reversible for this test.
describe("migration 0026 (search tokens) over existing rows", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    ({ handle } = await createMigratedDatabase(2, async (db) => {
      expect((await migrator(db).migrateTo("0026-search-tokens")).error).toBeUndefined();
    }));
    await insertRows(
      handle.db,
      Array.from({ length: 120 }, (_, row) => generateInfluencer({ seed: 3, asOf: 1_793_491_200 }, row)),
      { upsert: false },
    );
  });
  afterAll(() => handle.close());

  const columns = async () =>
    (
      await sql<{ name: string }>`
        SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'influencers' AND column_name LIKE 'search_%' ORDER BY 1`.execute(
        handle.db,
      )
    ).rows.map((row) => row.name);

  it("goes down to the trigram indexes and up again, deriving every row's tokens and the vocabulary", async () => {
    const down = await migrator(handle.db).migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.[0]?.migrationName).toBe("0026-search-tokens");
    expect(await columns()).toEqual(["search_text"]);
    const trigram = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pg_indexes WHERE indexname LIKE 'influencers_search_text_%_idx'`.execute(handle.db);
    expect(trigram.rows[0]?.n).toBe(4);

    const up = await migrator(handle.db).migrateTo("0026-search-tokens");
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)).toEqual(["0026-search-tokens"]);
    expect(await columns()).toEqual(["search_text", "search_tokens"]);
    const state = await sql<{ empty: number; differ: number; missing: number; indexes: number }>`
      SELECT (SELECT count(*)::int FROM influencers WHERE cardinality(search_tokens) = 0) AS empty,
        (SELECT count(*)::int FROM influencers WHERE search_tokens <> search_tokens_of(search_text)) AS differ,
        (SELECT count(*)::int FROM influencers, unnest(search_words_of(search_text)) w
          WHERE NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.token = w)) AS missing,
        (SELECT count(*)::int FROM pg_indexes WHERE indexname LIKE 'influencers_search_tokens_%_idx' OR indexname LIKE 'search_vocabulary_%') AS indexes`.execute(
      handle.db,
    );
    expect(state.rows[0]).toEqual({ empty: 0, differ: 0, missing: 0, indexes: 6 });
  });
});
