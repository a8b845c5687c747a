import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../test/fixtures/influencers.ts";
import { createMigratedDatabase } from "../../../../test/helpers.ts";
import type { DatabaseHandle } from "../../../core/db/database.ts";
import { migrations } from "../../../core/db/migrations/index.ts";
import { insertRows } from "./row-sinks.ts";

const migrator = (db: DatabaseHandle["db"]) => new Migrator({ db, provider: { getMigrations: async () => migrations } });
const FETCHED = new Date("2026-10-01T12:00:00Z");

// Rows written before field groups: a data source's row gets its source and date for every group it holds.
describe("migration 0031 (field groups) over existing rows", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    ({ handle } = await createMigratedDatabase(2, async (db) => {
      expect((await migrator(db).migrateTo("0030-source-token-health")).error).toBeUndefined();
    }));
    const provenance = {
      sourceRef: "UC1",
      viaSandbox: false,
      fetchedAt: FETCHED,
      estimated: [],
      missing: ["aqs" as const, "audience" as const],
    };
    await insertRows(
      handle.db,
      [
        {
          ...fixture("from.youtube", { platform: "youtube", audience: null, credibility: null, postPrice: null, email: "a@example.com" }),
          source: "youtube",
          provenance,
        },
        { ...fixture("from.seed"), source: "seed" },
      ],
      { upsert: false },
    );
    expect((await migrator(handle.db).migrateTo("0031-field-groups")).error).toBeUndefined();
  });
  afterAll(() => handle.close());

  it("stamps the groups a source row holds with its source and date, and leaves seed rows to read as theirs", async () => {
    const { rows } = await sql<{
      username: string;
      field_groups: Record<string, { source: string; sandbox: boolean; fetched_at: string }> | null;
    }>`
      SELECT i.username, p.field_groups FROM influencers i JOIN influencer_profiles p USING (id) ORDER BY i.username`.execute(handle.db);
    expect(rows.find((row) => row.username === "from.seed")?.field_groups).toBeNull();
    const groups = rows.find((row) => row.username === "from.youtube")?.field_groups ?? {};
    expect(Object.keys(groups).sort()).toEqual(["categories", "contacts", "identity", "metrics"]);
    expect(groups.metrics?.source).toBe("youtube");
    expect(groups.metrics?.sandbox).toBe(false);
    expect(new Date(groups.metrics?.fetched_at ?? "").toISOString()).toBe(FETCHED.toISOString());
  });
});
