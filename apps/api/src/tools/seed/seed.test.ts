import { ZSearchRequestSchema } from "@radar/contract/search";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedDatabase } from "../../../test/helpers.ts";
import type { Database, DatabaseHandle } from "../../core/db/database.ts";
import { CopySink } from "../../features/discovery/bulk-load.ts";
import { createSearchEngine, gazetteer, influencerId, runSearch, toSearchQuery } from "../../features/discovery/public.ts";
import { COUNTRY_PROFILES, generateInfluencer } from "../../features/sources/public.ts";
import { DEMO_INFLUENCER_USERNAMES } from "./demo-influencers.ts";
import { seedIndex } from "./seed-index.ts";
import { seedRecordAt } from "./seed-records.ts";

const OPTIONS = { seed: 7, asOf: 1_793_491_200 };
const sample = Array.from({ length: 3_000 }, (_, row) => generateInfluencer(OPTIONS, row + 3));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe("the generator", () => {
  it("is deterministic: the same seed and row give the same profile", () => {
    expect(generateInfluencer(OPTIONS, 42)).toEqual(generateInfluencer(OPTIONS, 42));
    expect(generateInfluencer(OPTIONS, 42)).not.toEqual(generateInfluencer({ ...OPTIONS, seed: 8 }, 42));
  });

  it("makes audience shares that add up to 100 %", () => {
    for (const r of sample) {
      if (!r.audience) {
        expect(r.platform).toBe("twitter");
        continue;
      }
      expect(r.audience.maleBp + r.audience.femaleBp).toBe(10_000);
      expect(sum(r.audience.ageBp)).toBe(10_000);
      expect(sum(r.audience.countries.map(([, bp]) => bp))).toBe(10_000);
      expect(sum(r.audience.cities.map(([, bp]) => bp))).toBeLessThanOrEqual(10_000);
    }
  });

  it("has heavy-tailed followers with engagement falling with size", () => {
    const small = sample.filter((r) => r.platform === "instagram" && r.followers < 10_000);
    const big = sample.filter((r) => r.platform === "instagram" && r.followers >= 100_000);
    expect(small.length).toBeGreaterThan(big.length * 5);
    expect(big.length).toBeGreaterThan(10);
    expect(median(small.map((r) => r.erBp))).toBeGreaterThan(median(big.map((r) => r.erBp)) * 1.5);
    expect(Math.max(...sample.map((r) => r.followers))).toBeGreaterThan(1_000_000);
  });

  it("is Gulf-heavy, with real ISO codes and GeoNames ids, and names in both scripts", () => {
    const gulf = sample.filter((r) => ["SA", "AE", "KW", "QA", "BH", "OM"].includes(r.countryCode ?? ""));
    expect(gulf.length / sample.length).toBeGreaterThan(0.55);
    const { countryByCode, cityById } = gazetteer();
    for (const profile of COUNTRY_PROFILES) {
      expect(countryByCode.has(profile.code), profile.code).toBe(true);
      for (const [id] of profile.cities) expect(cityById.get(id)?.countryCode, String(id)).toBe(profile.code);
    }
    expect(sample.some((r) => /[\u0600-\u06ff]/.test(r.fullName))).toBe(true);
    expect(sample.some((r) => /^[A-Za-z -]+$/.test(r.fullName))).toBe(true);
    expect(sample.some((r) => /[\u0600-\u06ff]/.test(r.bio))).toBe(true);
  });

  it("keeps platform-specific metrics on their platform", () => {
    for (const r of sample) {
      expect(r.realSubscribers !== null).toBe(r.platform === "instagram");
      expect(r.shortsViewsAvg !== null).toBe(r.platform === "youtube");
      expect(r.likesCount !== null).toBe(r.platform === "tiktok");
      expect(r.avgTweets !== null).toBe(r.platform === "twitter");
    }
  });
});

describe("seedIndex over COPY", () => {
  let handle: DatabaseHandle;
  let url: string;
  beforeAll(async () => {
    ({ url, handle } = await createMigratedDatabase(4));
  });
  afterAll(() => handle.close());

  it("loads N profiles with the demo user's accounts, rebuilds every index and the stats", async () => {
    const before = await indexDefinitions(handle.db);
    const log: string[] = [];
    const report = await seedIndex(handle.db, new CopySink(url), {
      ...OPTIONS,
      influencers: 5_000,
      batchSize: 500,
      workers: 2,
      onProgress: (message) => log.push(message),
    });
    expect(report.influencers).toBe(5_000);
    // Partial indexes over rows a seed never writes (data-source profiles, accounts with a platform id)
    // stay through the load; every other one is rebuilt.
    const rebuilt = log.flatMap((message) => /^ {2}(\S+) built in/.exec(message)?.[1] ?? []).sort();
    const keptThroughLoad = (d: string) => /^influencer_profiles_.* WHERE /.test(d) || / WHERE \(account_id IS NOT NULL\)$/.test(d);
    expect(rebuilt).toEqual(before.filter((d) => !keptThroughLoad(d) && !d.includes("_pkey")).map((d) => d.split(" ")[0]));
    expect(await indexDefinitions(handle.db)).toEqual(before);
    const counts = await sql<{
      i: number;
      p: number;
    }>`SELECT (SELECT count(*)::int FROM influencers) AS i, (SELECT count(*)::int FROM influencer_profiles) AS p`.execute(handle.db);
    expect(counts.rows[0]).toEqual({ i: 5_000, p: 5_000 });
    const stats = await handle.db
      .selectFrom("discovery_platform_stats")
      .select(({ fn }) => fn.sum<number>("total").as("total"))
      .executeTakeFirst();
    expect(Number(stats?.total)).toBe(5_000);
    // Same rows as generated in process: the worker threads make exactly seedRecordAt's rows.
    const row = await handle.db
      .selectFrom("influencers")
      .select(["username", "followers"])
      .where("id", "=", influencerId(seedRecordAt(OPTIONS, 4_321).platform, seedRecordAt(OPTIONS, 4_321).username))
      .executeTakeFirst();
    expect(row).toEqual({ username: seedRecordAt(OPTIONS, 4_321).username, followers: seedRecordAt(OPTIONS, 4_321).followers });
    const demo = await runSearch(
      createSearchEngine(handle),
      toSearchQuery(ZSearchRequestSchema.parse({ search: DEMO_INFLUENCER_USERNAMES.instagram })),
    );
    expect(demo.results[0]?.basic.username).toBe("sara.alqahtani");
    expect(await primaryKeys(handle.db)).toEqual(["influencer_profiles:PRIMARY KEY (id)", "influencers:PRIMARY KEY (id)"]);
  }, 60_000);

  it("writes the same rows from this thread as from the generator threads (CopySink.write)", async () => {
    const report = await seedIndex(handle.db, new CopySink(url), { ...OPTIONS, influencers: 700, batchSize: 300, workers: 0 });
    expect(report.influencers).toBe(700);
    const record = seedRecordAt(OPTIONS, 654);
    const row = await handle.db
      .selectFrom("influencers as i")
      .innerJoin("influencer_profiles as p", "p.id", "i.id")
      .select(["i.username", "i.followers", "i.categories", "p.bio"])
      .where("i.id", "=", influencerId(record.platform, record.username))
      .executeTakeFirst();
    expect(row).toEqual({ username: record.username, followers: record.followers, categories: record.categories, bio: record.bio });
    const counts = await sql<{ n: number }>`SELECT count(*)::int AS n FROM influencers`.execute(handle.db);
    expect(counts.rows[0]?.n).toBe(700);
    // The tokens the encoder hashed are the ones SQL derives from the text (search_tokens_of, migration
    // 0026), and the vocabulary holds exactly the rows' tokens.
    const tokens = await sql<{ rows: number; differ: number; missing: number; extra: number }>`
      SELECT (SELECT count(*)::int FROM influencers WHERE cardinality(search_tokens) > 0) AS rows,
        (SELECT count(*)::int FROM influencers
          WHERE ARRAY(SELECT unnest(search_tokens) ORDER BY 1) <> ARRAY(SELECT unnest(search_tokens_of(search_text)) ORDER BY 1)) AS differ,
        (SELECT count(*)::int FROM (SELECT DISTINCT w FROM influencers, unnest(search_words_of(search_text)) w) t
          WHERE NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.token = t.w)) AS missing,
        (SELECT count(*)::int FROM search_vocabulary v
          WHERE NOT EXISTS (SELECT 1 FROM influencers, unnest(search_words_of(search_text)) w WHERE w = v.token)) AS extra`.execute(
      handle.db,
    );
    expect(tokens.rows[0]).toEqual({ rows: 700, differ: 0, missing: 0, extra: 0 });
    expect(await triggerStates(handle.db)).toEqual([
      "influencers_licences:O",
      "influencers_search_tokens:O",
      "influencers_vocabulary_insert:O",
      "influencers_vocabulary_update:O",
    ]);
  }, 60_000);

  it("writes the rows all-visible (COPY FREEZE in batches: no trigger in the way), so index-only scans read no heap", async () => {
    const sink = new CopySink(url);
    await sink.begin();
    await sink.write(Array.from({ length: 300 }, (_, row) => seedRecordAt(OPTIONS, row)));
    await sink.commit();
    const plan = await handle.db.connection().execute(async (conn) => {
      await sql`SET enable_seqscan = off; SET enable_bitmapscan = off`.execute(conn);
      try {
        return await sql<{ "QUERY PLAN": unknown }>`EXPLAIN (ANALYZE, FORMAT JSON) SELECT count(*) FROM influencers WHERE id > 0`.execute(
          conn,
        );
      } finally {
        await sql`RESET enable_seqscan; RESET enable_bitmapscan`.execute(conn);
      }
    });
    const text = JSON.stringify(plan.rows[0]?.["QUERY PLAN"]);
    expect(text).toContain('"Node Type":"Index Only Scan"');
    expect(text).toContain('"Heap Fetches":0');
    expect(await triggerStates(handle.db)).toEqual([
      "influencers_licences:O",
      "influencers_search_tokens:O",
      "influencers_vocabulary_insert:O",
      "influencers_vocabulary_update:O",
    ]);
  });

  it("keeps the rows and the primary keys when a load fails half-way (the load is one transaction per table)", async () => {
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM influencers`.execute(handle.db);
    expect(before.rows[0]?.n).toBeGreaterThan(0);
    const sink = new CopySink(url);
    await sink.begin();
    // Neither a binary tuple (influencers) nor a text line (profiles).
    await sink.writeEncoded(Buffer.from("not a row\n"), "not a row\n", new Uint8Array(0));
    await expect(sink.commit()).rejects.toThrow();
    await sink.abort();
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM influencers`.execute(handle.db);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    // The load drops the search-token triggers inside its transaction: they are back.
    expect(await triggerStates(handle.db)).toEqual([
      "influencers_licences:O",
      "influencers_search_tokens:O",
      "influencers_vocabulary_insert:O",
      "influencers_vocabulary_update:O",
    ]);
    expect(await primaryKeys(handle.db)).toEqual(["influencer_profiles:PRIMARY KEY (id)", "influencers:PRIMARY KEY (id)"]);
  });

  it("adds back the primary keys it drops for the load, and a duplicate id fails the whole load", async () => {
    await seedIndex(handle.db, new CopySink(url), { ...OPTIONS, influencers: 300, batchSize: 100, workers: 0 });
    expect(await primaryKeys(handle.db)).toEqual(["influencer_profiles:PRIMARY KEY (id)", "influencers:PRIMARY KEY (id)"]);
    const sink = new CopySink(url);
    await sink.begin();
    const record = seedRecordAt(OPTIONS, 42);
    await sink.write([record, seedRecordAt(OPTIONS, 43), record]);
    await expect(sink.commit()).rejects.toThrow(/could not create unique index|duplicate key/);
    await sink.abort();
    const counts = await sql<{ n: number }>`SELECT count(*)::int AS n FROM influencers`.execute(handle.db);
    expect(counts.rows[0]?.n).toBe(300);
    expect(await primaryKeys(handle.db)).toEqual(["influencer_profiles:PRIMARY KEY (id)", "influencers:PRIMARY KEY (id)"]);
  });
});

async function primaryKeys(db: Database): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    SELECT conrelid::regclass::text || ':' || pg_get_constraintdef(oid) AS key FROM pg_constraint
    WHERE contype = 'p' AND conrelid IN ('influencers'::regclass, 'influencer_profiles'::regclass) ORDER BY 1`.execute(db);
  return rows.map((row) => row.key);
}

/** "name definition" of every index of the two tables and the search vocabulary, by name. */
async function indexDefinitions(db: Database): Promise<string[]> {
  const { rows } = await sql<{ index: string }>`
    SELECT indexname || ' ' || indexdef AS index FROM pg_indexes
    WHERE tablename IN ('influencers', 'influencer_profiles', 'search_vocabulary') ORDER BY indexname`.execute(db);
  return rows.map((row) => row.index);
}

/** "name:state" of the user triggers on influencers ('O': on). */
async function triggerStates(db: Database): Promise<string[]> {
  const { rows } = await sql<{ state: string }>`
    SELECT tgname || ':' || tgenabled::text AS state FROM pg_trigger
    WHERE tgrelid = 'influencers'::regclass AND NOT tgisinternal ORDER BY tgname`.execute(db);
  return rows.map((row) => row.state);
}
