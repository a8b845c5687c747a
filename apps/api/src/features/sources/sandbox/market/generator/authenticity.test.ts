import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestEnv } from "../../../../../../test/helpers.ts";
import { influencerId } from "../../../../discovery/public.ts";
import { spearman } from "../../../../vetting/public.ts";
import { fakeShareOfUnit, fakeShareSql, latentOf } from "./authenticity.ts";
import { generateInfluencer } from "./generate-influencer.ts";

/**
 * The synthetic world is coherent (decision 0079): one latent fake share per account lowers both its
 * engagement and the vendor's score, so our estimate from behaviour has something to agree with.
 */
describe("the latent fake share", () => {
  const rows = Array.from({ length: 4_000 }, (_, row) => generateInfluencer({ seed: 20260401, asOf: 1_795_000_000 }, row));
  const fake = rows.map((record) => latentOf(record.platform, record.username).fake);

  it("lowers the vendor's audience quality score, with the vendor's own error", () => {
    const rho = spearman(
      fake,
      rows.map((record) => record.aqs ?? 0),
    );
    expect(rho).toBeLessThan(-0.6);
    // Not the latent itself: a vendor sees what behaviour does not show.
    expect(rho).toBeGreaterThan(-0.95);
  });

  it("lowers engagement against accounts of the same size", () => {
    // Engagement falls with size; within one platform and a narrow band of followers, the fake share decides.
    const band = rows
      .map((record, i) => ({ record, fake: fake[i] ?? 0 }))
      .filter(({ record }) => record.platform === "instagram" && record.followers >= 2_000 && record.followers < 20_000);
    expect(band.length).toBeGreaterThan(300);
    const rho = spearman(
      band.map((entry) => entry.fake),
      band.map((entry) => (entry.record.commentsAvg ?? 0) / entry.record.followers),
    );
    expect(rho).toBeLessThan(-0.1);
  });

  it("is read from the id alone, the same in PostgreSQL as in the generator", async () => {
    expect(fakeShareOfUnit(0)).toBeCloseTo(0.02);
    expect(fakeShareOfUnit(0.999_999)).toBeCloseTo(0.72, 3);
    expect(latentOf("instagram", "Some.Name")).toEqual(latentOf("instagram", "some.name"));
    const sample = rows.slice(0, 200);
    const env = await createTestEnv();
    try {
      const ids = sample.map((record) => influencerId(record.platform, record.username));
      const { rows: shares } = await sql<{ id: string; fake: number }>`
        SELECT id::text AS id, ${fakeShareSql(sql`id`)} AS fake FROM unnest(${ids}::bigint[]) AS t(id)`.execute(env.ctx.db);
      expect(shares.map((row) => row.fake)).toEqual(sample.map((_, i) => expect.closeTo(fake[i] ?? -1, 12)));
    } finally {
      await env.close();
    }
  });
});
