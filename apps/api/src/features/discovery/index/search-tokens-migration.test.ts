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

// Migration 0048: the row trigger keeps the tokens a writer sends with its text, and derives them
// itself whenever a write changes the text without sending new ones.
describe("the search-tokens trigger (0048) on a migrated database", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    ({ handle } = await createMigratedDatabase());
  });
  afterAll(() => handle.close());

  it("stores an upsert's own tokens, which are the text's", async () => {
    const records = Array.from({ length: 30 }, (_, n) => generateInfluencer({ seed: 11, asOf: 1_793_491_200 }, n));
    await insertRows(handle.db, records, { upsert: true });
    const { rows } = await sql<{ differ: number; empty: number }>`
      SELECT count(*) FILTER (WHERE search_tokens <> search_tokens_of(search_text))::int AS differ,
        count(*) FILTER (WHERE cardinality(search_tokens) = 0)::int AS empty FROM influencers`.execute(handle.db);
    expect(rows[0]).toEqual({ differ: 0, empty: 0 });
  });

  it("keeps the tokens a writer sends, and derives them when it sends none or changes only the text", async () => {
    const [first] = await insertRows(handle.db, [generateInfluencer({ seed: 12, asOf: 1_793_491_200 }, 0)], { upsert: true });
    const id = first?.id ?? "";
    const tokensOf = async (rowId: string) =>
      (
        await sql<{ tokens: number[]; derived: number[] }>`
          SELECT search_tokens AS tokens, search_tokens_of(search_text) AS derived FROM influencers WHERE id = ${rowId}`.execute(handle.db)
      ).rows[0];
    // A copy inserted without tokens: derived.
    const copy = await sql<{ id: string }>`
      WITH src AS (SELECT * FROM influencers WHERE id = ${id})
      INSERT INTO influencers
      SELECT (jsonb_populate_record(NULL::influencers,
        to_jsonb(src) || jsonb_build_object('id', 900001, 'username', 'copy.without.tokens', 'search_tokens', '{}'::int[]))).* FROM src
      RETURNING id::text AS id`.execute(handle.db);
    const copied = await tokensOf(copy.rows[0]?.id ?? "");
    expect(copied?.tokens.length).toBeGreaterThan(0);
    expect(copied?.tokens).toEqual(copied?.derived);
    // The text and new tokens together: the writer's.
    await sql`UPDATE influencers SET search_text = 'sent tokens', search_tokens = '{7,8}' WHERE id = ${id}`.execute(handle.db);
    expect((await tokensOf(id))?.tokens).toEqual([7, 8]);
    // The text changes, the tokens are not sent: derived again.
    await sql`UPDATE influencers SET search_text = 'sent tokens renamed' WHERE id = ${id}`.execute(handle.db);
    const renamed = await tokensOf(id);
    expect(renamed?.tokens).toHaveLength(3);
    expect(renamed?.tokens).toEqual(renamed?.derived);
    // Tokens set without their text: derived from the text, never left apart from it.
    await sql`UPDATE influencers SET search_tokens = '{1}' WHERE id = ${id}`.execute(handle.db);
    const reset = await tokensOf(id);
    expect(reset?.tokens).toEqual(reset?.derived);
  });
});
