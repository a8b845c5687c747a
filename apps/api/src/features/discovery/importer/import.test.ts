import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ZSearchRequestSchema } from "@radar/contract/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES } from "../../../../test/fixtures/influencers.ts";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { runSearch } from "../search/search.service.ts";
import { toSearchQuery } from "../search/search-query.ts";
import { importJsonLines, upsertInfluencers } from "./import-records.ts";

let env: TestEnv;
let dir: string;
beforeAll(async () => {
  env = await createTestEnv();
  dir = await mkdtemp(path.join(os.tmpdir(), "radar-import-"));
});
afterAll(async () => {
  await env.close();
  await rm(dir, { recursive: true, force: true });
});

const everything = async () => {
  const rows = await env.ctx.db
    .selectFrom("influencers")
    .innerJoin("influencer_profiles", "influencer_profiles.id", "influencers.id")
    .selectAll()
    .execute();
  // A file row's field groups are dated by the write, as its updated_at is: the sources, not the dates, must not change.
  const sources = (groups: (typeof rows)[number]["field_groups"]) =>
    groups && Object.fromEntries(Object.entries(groups).map(([group, stamp]) => [group, stamp?.source]));
  return rows
    .map(({ updated_at: _updated, field_groups, ...row }) => ({ ...row, field_groups: sources(field_groups) }))
    .sort((a, b) => a.username.localeCompare(b.username) || a.platform.localeCompare(b.platform));
};

describe("npm run import (importJsonLines)", () => {
  it("takes search results back unchanged, and importing the same file twice changes nothing", async () => {
    // Search results of one index, as a vendor export, imported into another database.
    const source = await createTestEnv();
    await upsertInfluencers(source.ctx.db, FIXTURES);
    const lines: string[] = [];
    for (const social_network of ["instagram", "tiktok", "youtube", "twitter"] as const) {
      const outcome = await runSearch(source.ctx.search, toSearchQuery(ZSearchRequestSchema.parse({ social_network })));
      for (const result of outcome.results) lines.push(JSON.stringify(result));
    }
    await source.close();
    const file = path.join(dir, "vendor.jsonl");
    await writeFile(file, `${lines.join("\n")}\n{"basic":{"platform":"facebook","username":"x"}}\nnot json\n`);

    const first = await importJsonLines(env.ctx.db, file);
    expect(first.upserted).toBe(FIXTURES.length);
    expect(first.rejected.map((r) => r.line)).toEqual([FIXTURES.length + 1, FIXTURES.length + 2]);
    const afterFirst = await everything();
    const stats = await env.ctx.db.selectFrom("discovery_platform_stats").select(["platform", "total"]).orderBy("platform").execute();

    const second = await importJsonLines(env.ctx.db, file);
    expect(second.upserted).toBe(FIXTURES.length);
    expect(await everything()).toEqual(afterFirst);
    expect(await env.ctx.db.selectFrom("discovery_platform_stats").select(["platform", "total"]).orderBy("platform").execute()).toEqual(
      stats,
    );
    expect(stats).toEqual([
      { platform: "instagram", total: 6 },
      { platform: "tiktok", total: 2 },
      { platform: "twitter", total: 2 },
      { platform: "youtube", total: 2 },
    ]);

    // The imported index answers like the one the results came from.
    const gamma = afterFirst.find((row) => row.username === "gamma.beauty");
    expect(gamma).toMatchObject({
      followers: 1_500_000,
      er_bp: 120,
      aqs: 92,
      country_code: "QA",
      city_id: 290030,
      aud_female_bp: 9_000,
      source: "import",
    });
    const found = await runSearch(
      env.ctx.search,
      toSearchQuery(ZSearchRequestSchema.parse({ audience_geo: { countries: [{ id: "QA", prc: 55 }] } })),
    );
    expect(found.results.map((r) => r.basic.username)).toEqual(["gamma.beauty"]);
  });

  it("updates an account in place when it comes again with new figures", async () => {
    const file = path.join(dir, "update.jsonl");
    const line = (followers: number) =>
      JSON.stringify({ basic: { platform: "tiktok", username: "@Update.Me" }, metrics: { subscribers_count: followers, er: 4.25 } });
    await writeFile(file, `${line(1_000)}\n`);
    await importJsonLines(env.ctx.db, file);
    await writeFile(file, `${line(2_500)}\n`);
    await importJsonLines(env.ctx.db, file);
    const rows = await env.ctx.db
      .selectFrom("influencers")
      .select(["username", "followers", "er_bp"])
      .where("username", "=", "update.me")
      .execute();
    expect(rows).toEqual([{ username: "update.me", followers: 2_500, er_bp: 425 }]);
  });
});
