import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../test/fixtures/influencers.ts";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { influencerId, upsertAccounts } from "../../discovery/public.ts";
import { findAccount } from "./account-query.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe("a report's account carries each field group's source and date (decision 0058)", () => {
  it("reads the groups a refresh kept from a vendor report", async () => {
    const reportAt = new Date("2026-01-10T08:00:00Z");
    const refreshAt = new Date("2026-02-11T09:30:00Z");
    const provenance = (fetchedAt: Date) => ({ sourceRef: null, viaSandbox: false, fetchedAt, estimated: [], missing: [] });
    await upsertAccounts(env.ctx.db, [{ ...fixture("report.groups", { platform: "youtube" }), source: "modash", provenance: provenance(reportAt) }]);
    await upsertAccounts(env.ctx.db, [
      {
        ...fixture("report.groups", { platform: "youtube", audience: null, followers: 99_000 }),
        source: "youtube",
        provenance: provenance(refreshAt),
        provides: { identity: "replace", metrics: "replace" },
      },
    ]);
    const account = await findAccount(env.ctx.db, influencerId("youtube", "report.groups"));
    expect(account?.followers).toBe(99_000);
    expect(account?.audience).not.toBeNull();
    expect(account?.provenance.groups?.metrics).toEqual({ source: "youtube", viaSandbox: false, fetchedAt: refreshAt });
    expect(account?.provenance.groups?.audience).toEqual({ source: "modash", viaSandbox: false, fetchedAt: reportAt });
    expect(account?.provenance.groups?.prices?.source).toBe("modash");
  });
});
