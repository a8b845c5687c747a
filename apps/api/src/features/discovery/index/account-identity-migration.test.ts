import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../test/fixtures/influencers.ts";
import { createMigratedDatabase } from "../../../../test/helpers.ts";
import type { DatabaseHandle } from "../../../core/db/database.ts";
import { migrations } from "../../../core/db/migrations/index.ts";
import { type InfluencerRecord, influencerId } from "./influencer-record.ts";
import { insertRows } from "./row-sinks.ts";

const migrator = (db: DatabaseHandle["db"]) => new Migrator({ db, provider: { getMigrations: async () => migrations } });
const CHANNEL = "UCabcdefghijklmnopqrstuv";

const fromSource = (username: string, source: InfluencerRecord["source"], sourceRef: string, fetchedAt: string, overrides = {}) => ({
  ...fixture(username, overrides),
  source,
  provenance: { sourceRef, viaSandbox: false, fetchedAt: new Date(fetchedAt), estimated: [], missing: [] },
});

// Rows written before identities: ids are filled from the sources' own ids, and a renamed account's two rows become one.
describe("migration 0035 (account identity) over existing rows", () => {
  let handle: DatabaseHandle;
  const older = influencerId("youtube", "chef.old");
  const newer = influencerId("youtube", "chef.new");
  beforeAll(async () => {
    ({ handle } = await createMigratedDatabase(2, async (db) => {
      expect((await migrator(db).migrateTo("0034-market-crawls")).error).toBeUndefined();
    }));
    const youtube = { platform: "youtube" as const, audience: null };
    await insertRows(
      handle.db,
      [
        // One channel, fetched under its old handle and again (a second row) under its new one.
        fromSource("chef.old", "youtube", CHANNEL, "2026-09-01T00:00:00Z", youtube),
        fromSource("chef.new", "youtube", CHANNEL, "2026-10-01T00:00:00Z", youtube),
        fromSource("modash.creator", "modash", "173560420", "2026-10-01T00:00:00Z"),
        // Business Discovery's own node id is not the account's id.
        fromSource("graph.creator", "instagram", "17841400000000042", "2026-10-01T00:00:00Z"),
        { ...fixture("seed.creator"), source: "seed" as const },
      ],
      { upsert: false },
    );
    await sql`
      INSERT INTO users (email, username) VALUES ('owner@example.com', 'owner');
      INSERT INTO lists (user_id, name) SELECT id, 'both' FROM users;
      INSERT INTO lists (user_id, name) SELECT id, 'old only' FROM users;
    `.execute(handle.db);
    await sql`
      INSERT INTO list_members (list_id, influencer_id, platform, username, full_name, followers, data_date, note)
      SELECT l.id, m.id, 'youtube', m.username, m.username, 1, now(), m.note
      FROM lists l CROSS JOIN (VALUES (${older}::bigint, 'chef.old', 'old entry'), (${newer}::bigint, 'chef.new', 'new entry')) AS m (id, username, note)
      WHERE l.name = 'both' OR m.id = ${older}::bigint`.execute(handle.db);
    await sql`
      INSERT INTO social_profiles (user_id, influencer_id, platform, username, profile_url, category_id)
      SELECT id, ${older}::bigint, 'youtube', 'chef.old', 'https://www.youtube.com/@chef.old', 1 FROM users`.execute(handle.db);
    await sql`
      INSERT INTO discovery_platform_stats (platform, total) VALUES ('youtube', 2) ON CONFLICT (platform) DO UPDATE SET total = 2;
    `.execute(handle.db);
    expect((await migrator(handle.db).migrateTo("0035-account-identity")).error).toBeUndefined();
  });
  afterAll(() => handle.close());

  it("fills the platform's id where the source's id is it, and only there", async () => {
    const { rows } = await sql<{ username: string; account_id: string | null }>`
      SELECT username, account_id FROM influencers ORDER BY username`.execute(handle.db);
    expect(rows).toEqual([
      { username: "chef.new", account_id: CHANNEL },
      { username: "graph.creator", account_id: null },
      { username: "modash.creator", account_id: "173560420" },
      { username: "seed.creator", account_id: null },
    ]);
  });

  it("merges rows sharing an id into the most recently fetched one: references follow, the old handle is kept", async () => {
    expect((await sql`SELECT 1 FROM influencer_profiles WHERE id = ${older}`.execute(handle.db)).rows).toHaveLength(0);
    const members = await sql<{ name: string; influencer_id: string; note: string }>`
      SELECT l.name, m.influencer_id::text AS influencer_id, m.note FROM list_members m JOIN lists l ON l.id = m.list_id ORDER BY l.name`.execute(
      handle.db,
    );
    expect(members.rows).toEqual([
      { name: "both", influencer_id: newer, note: "new entry" },
      { name: "old only", influencer_id: newer, note: "old entry" },
    ]);
    const profiles = await sql<{ influencer_id: string }>`SELECT influencer_id::text AS influencer_id FROM social_profiles`.execute(
      handle.db,
    );
    expect(profiles.rows).toEqual([{ influencer_id: newer }]);
    const handles = await sql`SELECT platform, handle_lower, influencer_id::text AS influencer_id FROM influencer_handles`.execute(
      handle.db,
    );
    expect(handles.rows).toEqual([{ platform: "youtube", handle_lower: "chef.old", influencer_id: newer }]);
    const stats = await sql<{
      total: string;
    }>`SELECT total::text AS total FROM discovery_platform_stats WHERE platform = 'youtube'`.execute(handle.db);
    expect(stats.rows[0]?.total).toBe("1");
  });

  it("then holds one row per platform id", async () => {
    const duplicate = sql`UPDATE influencers SET account_id = '173560420' WHERE username = 'seed.creator'`.execute(handle.db);
    await expect(duplicate).rejects.toThrow(/influencers_account_id_key/);
  });

  it("goes down and up again", async () => {
    expect((await migrator(handle.db).migrateTo("0034-market-crawls")).error).toBeUndefined();
    expect((await migrator(handle.db).migrateTo("0035-account-identity")).error).toBeUndefined();
  });
});
