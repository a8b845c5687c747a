import { type TSearchRequest, ZSearchRequestSchema } from "@radar/contract/search";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../test/fixtures/influencers.ts";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { firstLockWaiter, holderSession } from "../../../../test/lock-waiter.ts";
import { runSearch } from "../search/search.service.ts";
import { toSearchQuery } from "../search/search-query.ts";
import { type GroupClaims, mergeRecord, type StoredAccount } from "./field-groups.ts";
import { upsertAccounts } from "./index-changes.ts";
import type { InfluencerRecord } from "./influencer-record.ts";

const REPORT_AT = new Date("2026-11-01T08:00:00Z");
const REFRESH_AT = new Date("2026-11-20T10:00:00Z");

/** A vendor report of the account: every group, with its marks. */
const report = (username: string, overrides: Partial<InfluencerRecord> = {}): InfluencerRecord => ({
  ...fixture(username, { platform: "youtube", email: "team@example.com", phone: "+966 50 000 0000", gender: "female", ...overrides }),
  source: "hypeauditor",
  provenance: { sourceRef: "ha-1", viaSandbox: false, fetchedAt: REPORT_AT, estimated: ["prices"], missing: ["shorts_views_avg"] },
  provides: {
    identity: "replace",
    metrics: "replace",
    audience: "replace",
    quality: "replace",
    contacts: "replace",
    prices: "replace",
    categories: "replace",
  },
});

/** A platform refresh: identity and metrics only, placeholders elsewhere, as a platform API answers. */
const refresh = (username: string, overrides: Partial<InfluencerRecord> = {}): InfluencerRecord => ({
  ...fixture(username, {
    platform: "youtube",
    followers: 77_000,
    erBp: 410,
    aqs: 10,
    credibility: null,
    postPrice: null,
    storyPrice: null,
    audience: null,
    categories: [],
    interests: [],
    email: null,
    phone: null,
    gender: null,
    ...overrides,
  }),
  source: "youtube",
  provenance: {
    sourceRef: "UC123",
    viaSandbox: true,
    fetchedAt: REFRESH_AT,
    estimated: ["followers"],
    missing: ["aqs", "credibility", "audience", "prices", "categories"],
  },
  provides: { identity: "replace", metrics: "replace" },
});

const stored = (record: InfluencerRecord, claims: GroupClaims): StoredAccount => {
  const merged = mergeRecord(null, record, claims);
  const provenance = record.provenance && { ...record.provenance, estimated: merged.estimated, missing: merged.missing };
  return { record: { ...merged.record, provenance }, groups: merged.groups };
};

describe("mergeRecord", () => {
  const first = report("merge.pure");
  const existing = stored(first, first.provides ?? {});

  it("takes the groups the incoming record gives and keeps every other group, values, marks and stamps", () => {
    const next = refresh("merge.pure");
    const merged = mergeRecord(existing, next, next.provides ?? {});
    expect(merged.record).toMatchObject({ followers: 77_000, erBp: 410, source: "youtube" });
    expect(merged.record).toMatchObject({
      aqs: 60,
      credibility: 75,
      audience: first.audience,
      email: "team@example.com",
      phone: "+966 50 000 0000",
      postPrice: 500,
      categories: [1041],
      interests: [21],
    });
    // Identity is YouTube's, but what it does not know (the creator's gender) stays.
    expect(merged.record.gender).toBe("female");
    expect(merged.groups.metrics).toEqual({ source: "youtube", sandbox: true, fetched_at: REFRESH_AT.toISOString() });
    expect(merged.groups.identity?.source).toBe("youtube");
    for (const group of ["audience", "quality", "contacts", "prices", "categories"] as const)
      expect(merged.groups[group]).toEqual({ source: "hypeauditor", sandbox: false, fetched_at: REPORT_AT.toISOString() });
    // Marks follow their group: the report's estimated prices stay, YouTube's missing audience does not apply.
    expect(merged.estimated.sort()).toEqual(["followers", "prices"]);
    expect(merged.missing).toEqual([]);
  });

  it("lets a 'fill' claim take a group only where the row holds none", () => {
    const withBioContacts = refresh("merge.pure", { email: "bio@example.com" });
    const claims: GroupClaims = { identity: "replace", metrics: "replace", contacts: "fill" };
    expect(mergeRecord(existing, withBioContacts, claims).record.email).toBe("team@example.com");
    const bare = stored(refresh("merge.bare"), { identity: "replace", metrics: "replace" });
    const merged = mergeRecord(bare, refresh("merge.bare", { email: "bio@example.com" }), claims);
    expect(merged.record.email).toBe("bio@example.com");
    expect(merged.groups.contacts?.source).toBe("youtube");
  });

  it("stamps the groups a new row holds, claimed or not", () => {
    const next = refresh("merge.new");
    expect(Object.keys(mergeRecord(null, next, next.provides ?? {}).groups).sort()).toEqual(["identity", "metrics"]);
    // A fact added after the mapping (a search's exact category) is the source's too.
    const withCategory = refresh("merge.new", { categories: [1041] });
    expect(Object.keys(mergeRecord(null, withCategory, withCategory.provides ?? {}).groups).sort()).toEqual([
      "categories",
      "identity",
      "metrics",
    ]);
  });
});

/** Counts the statements run through the instance it is plugged into, with their text. */
class StatementLog implements KyselyPlugin {
  readonly statements: string[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    this.statements.push(node.kind === "RawNode" ? node.sqlFragments.join("?") : node.kind);
    return node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

describe("upserts merge field groups (real PostgreSQL)", () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(() => env.close());

  const search = (body: TSearchRequest) => runSearch(env.ctx.search, toSearchQuery(ZSearchRequestSchema.parse(body)));

  it("keeps a report's groups through a platform refresh, and the kept values still find the account", async () => {
    const audience = fixture("kept.groups", { platform: "youtube" }).audience;
    await upsertAccounts(env.ctx.db, [report("kept.groups", { audience: audience && { ...audience, maleBp: 2_000, femaleBp: 8_000 } })]);
    await upsertAccounts(env.ctx.db, [refresh("kept.groups")]);
    const found = (body: TSearchRequest) =>
      search({ social_network: "youtube", ...body }).then((outcome) => outcome.results.map((r) => r.basic.username));
    // The creator's gender (a facet key) and the audience's gender split were kept by the refresh.
    expect(await found({ account_gender: "female", search: "kept.groups" })).toContain("kept.groups");
    expect(await found({ audience_gender: { gender: "female", prc: 70 }, search: "kept.groups" })).toContain("kept.groups");
    expect(await found({ audience_geo: { countries: [{ id: "SA", prc: 50 }] }, search: "kept.groups" })).toContain("kept.groups");
    const result = (await search({ social_network: "youtube", search: "kept.groups" })).results.find(
      (r) => r.basic.username === "kept.groups",
    );
    expect(result?.metrics.subscribers_count).toBe(77_000);
    expect(result?.features.aqs).toBe(60);
    expect(result?.features.contacts).toEqual({ email: "team@example.com", phone: "+966 50 000 0000" });
    expect(result?.features.estimated_prices.post).toBe(500);
    expect(result?.provenance.groups).toMatchObject({
      identity: { source: "youtube", fetched_at: REFRESH_AT.toISOString() },
      metrics: { source: "youtube", sandbox: true, fetched_at: REFRESH_AT.toISOString() },
      audience: { source: "hypeauditor", fetched_at: REPORT_AT.toISOString() },
      quality: { source: "hypeauditor", fetched_at: REPORT_AT.toISOString() },
      contacts: { source: "hypeauditor" },
      prices: { source: "hypeauditor" },
      categories: { source: "hypeauditor" },
    });
    // The row's own provenance is its latest write's.
    expect(result?.provenance).toMatchObject({ source: "youtube", fetched_at: REFRESH_AT.toISOString() });
  });

  it("reads the rows a batch of 200 replaces in one statement, whatever the batch's size", async () => {
    const batch = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => report(`${prefix}.${i}`));
    await upsertAccounts(env.ctx.db, batch(200, "batch"));
    const log = new StatementLog();
    const counted = env.ctx.db.withPlugin(log);
    const outcome = await upsertAccounts(
      counted,
      batch(200, "batch").map((record) => refresh(record.username)),
    );
    expect(outcome).toMatchObject({ inserted: 0, updated: 200 });
    // The merge's read (the account identities' read and lock are one statement each, too: account-identity.ts).
    // (A statement marked PREPARED starts with the mark's place, "?", in the fragments logged.)
    const reads = log.statements.filter((text) => /^\??\s*SELECT\b[\s\S]*FOR UPDATE/i.test(text));
    expect(reads).toHaveLength(1);
    const forTwoHundred = log.statements.length;
    log.statements.length = 0;
    await upsertAccounts(
      counted,
      batch(2, "small").map((record) => refresh(record.username)),
    );
    expect(log.statements.length).toBe(forTwoHundred);
    // And the 200 kept their audience.
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM influencers WHERE username LIKE 'batch.%' AND aud_male_bp IS NOT NULL AND followers = 77000`.execute(
      env.ctx.db,
    );
    expect(rows[0]?.n).toBe(200);
  });

  it("makes a writer wait for a simultaneous one and merge into its result", async () => {
    await upsertAccounts(env.ctx.db, [refresh("race.groups")]);
    let second: Promise<unknown> = Promise.resolve();
    const holder = await holderSession(env.ctx.db);
    try {
      await env.ctx.db.transaction().execute(async (trx) => {
        await upsertAccounts(trx, [report("race.groups")]);
        // Started while the report's write holds the row: it must read the report's result, not the row before it.
        let finished = false;
        second = upsertAccounts(env.ctx.db, [refresh("race.groups")]).finally(() => {
          finished = true;
        });
        // Commit only once it waits for the report's lock (or, wrongly, finished without waiting).
        await firstLockWaiter(holder, { giveUp: () => finished });
      });
    } finally {
      await holder.end();
    }
    await second;
    const { rows } = await sql<{ aud_male_bp: number | null; followers: number }>`
      SELECT aud_male_bp, followers FROM influencers WHERE username = 'race.groups'`.execute(env.ctx.db);
    expect(rows[0]).toEqual({ aud_male_bp: 5_000, followers: 77_000 });
  });
});
