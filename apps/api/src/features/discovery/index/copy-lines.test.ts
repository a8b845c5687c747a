import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedDatabase } from "../../../../test/helpers.ts";
import type { DatabaseHandle } from "../../../core/db/database.ts";
import { generateInfluencer } from "../../../tools/seed/generate-influencer.ts";
import { COPY_BINARY_HEADER, COPY_BINARY_TRAILER, CopyBinaryBuffer } from "./copy-binary.ts";
import { influencerCopyTuple, profileCopyLine } from "./copy-lines.ts";
import { copyLine } from "./copy-text.ts";
import { CopyWriter } from "./copy-writer.ts";
import type { InfluencerRecord } from "./influencer-record.ts";
import { idWordsText, influencerId, influencerIdWords } from "./influencer-record.ts";
import { INFLUENCER_COLUMNS, influencerRow, profileRow } from "./influencer-rows.ts";

// Generated profiles (as the seed makes them: both scripts, every platform, missing audiences) are
// varied enough to exercise every column of both encoders; the edge rows add what the generator
// never makes (no categories or interests, NULL places, a negative and a 2^53-1 bigint, a tab and a
// backslash in text).
const OPTIONS = { seed: 7, asOf: 1_793_491_200 };
const sample = Array.from({ length: 300 }, (_, row) => generateInfluencer(OPTIONS, row + 3));
const base = sample[0] as InfluencerRecord;
const edges: InfluencerRecord[] = [
  { ...base, username: "edge.empty", categories: [], interests: [], countryCode: null, cityId: null, language: null, audience: null },
  { ...base, username: "edge.big", viewsAvg: 2 ** 53 - 1, likesCount: -5, lastMediaAt: -1, avgTweets: 0.1, avgRetweets: 1e-7 },
  { ...base, username: "edge\\text", fullName: "tab\there\nnew line \\ back", bio: "عربي\ttab", email: null, phone: null },
];
// Audience lists the generator never makes, for the profile line's own JSON writer (placesCopyText).
const audience = base.audience ?? sample.find((r) => r.audience)?.audience;
const oddPlaces: InfluencerRecord[] = audience
  ? [
      { ...base, username: "edge.places.empty", audience: { ...audience, countries: [], cities: [] } },
      {
        ...base,
        username: "edge.places.odd",
        audience: {
          ...audience,
          countries: [
            ['S"A', 10],
            ["a\\e", 5],
            ["é", 1],
          ],
          cities: [
            [1.5, 2],
            [-3, 0],
          ],
        },
      },
      {
        ...base,
        username: "edge.places.nan",
        audience: { ...audience, countries: [["SA", Number.NaN]], cities: [[Number.POSITIVE_INFINITY, 1]] },
      },
    ]
  : [];

describe("COPY encoders", () => {
  it("writes the same profile COPY text through the fast encoder as through the generic one", () => {
    expect(oddPlaces).toHaveLength(3);
    for (const r of [...sample, ...edges, ...oddPlaces]) {
      const id = influencerId(r.platform, r.username);
      expect(profileCopyLine(r, id)).toBe(copyLine(profileRow(r, id)));
    }
  });

  it("names the same id by its words as by its decimal text", () => {
    for (const r of [...sample, ...edges]) {
      const words = influencerIdWords(r.platform, r.username);
      expect(idWordsText(words)).toBe(influencerId(r.platform, r.username));
      expect(words.high).toBeLessThan(2 ** 31);
      expect(words.low).toBeLessThan(2 ** 32);
    }
  });
});

describe("influencer rows in binary COPY", () => {
  let handle: DatabaseHandle;
  let url: string;
  beforeAll(async () => {
    ({ url, handle } = await createMigratedDatabase(2));
  });
  afterAll(() => handle.close());

  async function copyInto(table: string, format: string, chunks: (string | Uint8Array)[]): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const writer = new CopyWriter(client, `COPY ${table} (${INFLUENCER_COLUMNS.join(", ")}) FROM STDIN WITH (${format})`);
      for (const chunk of chunks) await writer.write(chunk);
      await writer.finish();
    } finally {
      await client.end();
    }
  }

  it("loads exactly the rows the generic text encoder loads", async () => {
    const rows = [...sample, ...edges];
    await sql`CREATE TABLE copy_text (LIKE influencers INCLUDING DEFAULTS); CREATE TABLE copy_binary (LIKE influencers INCLUDING DEFAULTS)`.execute(
      handle.db,
    );
    await copyInto("copy_text", "FORMAT text", [rows.map((r) => copyLine(influencerRow(r))).join("")]);
    // Small buffers, so that the test also grows them across fields.
    const out = new CopyBinaryBuffer(64);
    for (const r of rows) influencerCopyTuple(out, r, influencerIdWords(r.platform, r.username));
    await copyInto("copy_binary", "FORMAT binary", [COPY_BINARY_HEADER, out.take(), COPY_BINARY_TRAILER]);

    // Every column the COPY writes (the timestamps are their defaults, now() of each load).
    const columns = sql.raw(INFLUENCER_COLUMNS.join(", "));
    const counts = await sql<{ text: number; binary: number; differ: number }>`
      WITH t AS (SELECT ${columns} FROM copy_text), b AS (SELECT ${columns} FROM copy_binary)
      SELECT (SELECT count(*)::int FROM t) AS text, (SELECT count(*)::int FROM b) AS binary,
        (SELECT count(*)::int FROM ((TABLE t EXCEPT ALL TABLE b) UNION ALL (TABLE b EXCEPT ALL TABLE t)) d) AS differ`.execute(handle.db);
    expect(counts.rows[0]).toEqual({ text: rows.length, binary: rows.length, differ: 0 });
    const edge = await sql<{ categories: number[]; views_avg: string; likes_count: string; full_name: string }>`
      SELECT categories, views_avg::text, likes_count::text, full_name FROM copy_binary WHERE username IN ('edge.empty', 'edge.big', 'edge\\text') ORDER BY username COLLATE "C"`.execute(
      handle.db,
    );
    expect(edge.rows.map((row) => [row.categories, row.views_avg, row.likes_count, row.full_name])).toEqual([
      [base.categories, "9007199254740991", "-5", base.fullName],
      [[], String(base.viewsAvg), String(base.likesCount), base.fullName],
      [expect.any(Array), String(base.viewsAvg), String(base.likesCount), "tab\there\nnew line \\ back"],
    ]);
  });
});
