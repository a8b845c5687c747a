import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedDatabase } from "../../../../test/helpers.ts";
import type { DatabaseHandle } from "../../../core/db/database.ts";
import { generateInfluencer } from "../../../tools/seed/generate-influencer.ts";
import { normalizeText } from "../geo/normalize-text.ts";
import type { InfluencerRecord } from "../index/influencer-record.ts";
import { insertRows } from "../index/row-sinks.ts";
import { needlePieces, textMatches } from "./search-needle.ts";

describe("needlePieces", () => {
  it("tells whole tokens from a token's start, end and inside", () => {
    expect(needlePieces("sara")).toEqual([{ kind: "inner", word: "sara" }]);
    expect(needlePieces("sara k")).toEqual([
      { kind: "suffix", word: "sara" },
      { kind: "prefix", word: "k" },
    ]);
    expect(needlePieces(" sara.")).toEqual([{ kind: "token", word: "sara" }]);
    expect(needlePieces("al.sara_k9@x")).toEqual([
      { kind: "suffix", word: "al" },
      { kind: "token", word: "sara" },
      { kind: "token", word: "k9" },
      { kind: "prefix", word: "x" },
    ]);
    expect(needlePieces("وصول جديد 🎉ok")).toEqual([
      { kind: "suffix", word: "وصول" },
      { kind: "token", word: "جديد" },
      { kind: "prefix", word: "🎉ok" },
    ]);
    expect(needlePieces(" . ")).toEqual([]);
  });
});

// Generated rows (both scripts, usernames with dots and underscores) plus texts the generator never
// makes, written through the upsert path: the trigger of migration 0026 derives their tokens.
const OPTIONS = { seed: 11, asOf: 1_793_491_200 };
const records: InfluencerRecord[] = [
  ...Array.from({ length: 400 }, (_, row) => generateInfluencer(OPTIONS, row)),
  ...["a.b-c__d", "🎉party🎉 time", "x", "", "  lead and trail  ", "مرحبا.بكم|hi"].map((bio, i) => ({
    ...generateInfluencer(OPTIONS, 1_000 + i),
    username: `odd${i}.user`,
    bio,
  })),
];

describe("textMatches in PostgreSQL", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    ({ handle } = await createMigratedDatabase(2));
    await insertRows(handle.db, records, { upsert: false });
    await sql`ANALYZE influencers`.execute(handle.db);
  });
  afterAll(() => handle.close());

  const counts = async (needle: string) => {
    const { rows } = await sql<{ tokens: number; like: number }>`
      SELECT (SELECT count(*)::int FROM influencers i WHERE ${textMatches(needle).indexed}) AS tokens,
        (SELECT count(*)::int FROM influencers i WHERE position(${needle} in i.search_text) > 0) AS like`.execute(handle.db);
    return rows[0] as { tokens: number; like: number };
  };

  it("matches exactly the rows whose text contains the needle, for any piece of any row's text", async () => {
    const texts = (await sql<{ t: string }>`SELECT search_text AS t FROM influencers`.execute(handle.db)).rows.map((r) => r.t);
    const needle = fc.oneof(
      // A piece of a row's text, cut anywhere: its first and last pieces are then parts of tokens.
      fc
        .record({ text: fc.constantFrom(...texts.filter((t) => t.length > 2)), from: fc.nat(), length: fc.integer({ min: 2, max: 30 }) })
        .map(({ text, from, length }) => {
          const chars = [...text];
          const start = from % chars.length;
          return chars.slice(start, start + length).join("");
        }),
      fc.string({ minLength: 2, maxLength: 8 }).map(normalizeText),
    );
    let matched = 0;
    await fc.assert(
      fc.asyncProperty(needle, async (n) => {
        fc.pre(n.length >= 2);
        const { tokens, like } = await counts(n);
        expect(tokens, JSON.stringify(n)).toBe(like);
        if (like > 0) matched += 1;
      }),
      { numRuns: 400, seed: 20261127 },
    );
    expect(matched).toBeGreaterThan(200);
  }, 60_000);

  it("finds a token added by an update, through the vocabulary the trigger keeps", async () => {
    const first = records[0] as InfluencerRecord;
    expect((await counts("zqxjv")).like).toBe(0);
    await insertRows(handle.db, [{ ...first, bio: `${first.bio} zqxjvwk` }], { upsert: true });
    expect(await counts("qxjvw")).toEqual({ tokens: 1, like: 1 });
    expect(await counts(" zqxjvwk")).toEqual({ tokens: 1, like: 1 });
    const vocabulary = await sql<{ n: number }>`SELECT count(*)::int AS n FROM search_vocabulary WHERE token = 'zqxjvwk'`.execute(
      handle.db,
    );
    expect(vocabulary.rows[0]?.n).toBe(1);
  });

  it("reads the rows through the platform's search-token index", async () => {
    // 406 rows: without a sequential scan to prefer, the plan shows which index the condition can use.
    const plan = await handle.db.connection().execute(async (conn) => {
      await sql`SET enable_seqscan = off`.execute(conn);
      try {
        return await sql<{ "QUERY PLAN": string }>`
          EXPLAIN SELECT count(*) FROM influencers i WHERE i.platform = 'instagram' AND ${textMatches("ahmed").indexed}`.execute(conn);
      } finally {
        await sql`RESET enable_seqscan`.execute(conn);
      }
    });
    expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(/influencers_search_tokens_instagram_idx/);
  });
});
