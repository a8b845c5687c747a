import type { TPlatform } from "@radar/contract/constants";
import type { TSourceId } from "@radar/contract/sources";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createUser } from "../../../test/helpers.ts";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";
import { findIndexedAccount, influencerId, upsertAccounts } from "../discovery/public.ts";
import { store } from "./account-resolver.ts";
import { InstagramClient } from "./instagram/instagram-client.ts";
import { refreshFromSources } from "./refresh.service.ts";
import { forgetSandboxRenames } from "./sandbox/sandbox-renames.ts";
import type { SourceClient } from "./source-types.ts";
import { XClient } from "./x/x-client.ts";
import { YoutubeClient } from "./youtube/youtube-client.ts";
import { channelIdFor } from "./youtube/youtube-sandbox-ids.ts";

/**
 * An account's identity is the platform's id (migration 0035, decision 0064): a rename keeps one
 * row, the old handle still finds it, and the refresh job does not ask again and again for a handle
 * its source no longer knows.
 */
let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv();
});
afterAll(() => env.close());

/** A fetch over real HTTP that lists the sandbox paths it called. */
function countingFetch() {
  const calls: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    calls.push(new URL(String(input)).pathname);
    return fetch(input, init);
  };
  return { calls, fetchImpl };
}

const youtube = (fetchImpl?: typeof fetch) => new YoutubeClient(env.settings.youtube, env.deps("youtube", fetchImpl ? { fetchImpl } : {}));
const x = (fetchImpl?: typeof fetch) => new XClient(env.settings.x, env.deps("x", fetchImpl ? { fetchImpl } : {}));
const instagram = (fetchImpl?: typeof fetch) =>
  new InstagramClient(env.settings.instagram, env.deps("instagram", fetchImpl ? { fetchImpl } : {}));

interface RowOf {
  id: string;
  username: string;
  account_id: string | null;
  lost_at: Date | null;
  fetched_at: Date | null;
}
const rowsOf = async (platform: string, accountIdOrHandle: string) =>
  (
    await sql<RowOf>`
      SELECT i.id::text AS id, i.username, i.account_id, p.lost_at, p.fetched_at
      FROM influencers i JOIN influencer_profiles p ON p.id = i.id
      WHERE i.platform = ${platform} AND (i.account_id = ${accountIdOrHandle} OR i.username = ${accountIdOrHandle})
      ORDER BY i.id`.execute(env.ctx.db)
  ).rows;

const age = (id: string, days: number) =>
  sql`UPDATE influencer_profiles SET fetched_at = now() - make_interval(days => ${days}), checked_at = now() - make_interval(days => ${days})
    WHERE id = ${id}`.execute(env.ctx.db);

/**
 * The channel of `now` as YouTube answers it, written as if it had been fetched under `before`: the
 * index holds the account under its old handle, and YouTube has renamed it since.
 */
async function heldUnderOldHandle(before: string, now: string): Promise<string> {
  const found = await youtube().lookup({ platform: "youtube", handle: now });
  const account = await store(env.ctx, { ...found, record: { ...found.record, username: before } }, "youtube");
  expect(account.influencerId).toBe(influencerId("youtube", before));
  expect(account.accountId).toBe(channelIdFor(now));
  return account.influencerId;
}

async function previewAs(link: string) {
  const user = await createUser(env.ctx);
  await createSubscription(env.ctx, user.id);
  return env.app.inject({
    method: "POST",
    url: "/api/social_profiles/preview/",
    headers: bearer(await accessTokenFor(env.ctx, user)),
    payload: { profile_url: link },
  });
}

describe("a rename", () => {
  it("keeps one row: the account's row (and its id) takes the new handle, and the old handle still finds it", async () => {
    const id = await heldUnderOldHandle("sahar.cooks", "sahar.kitchen");
    await age(id, 3);
    // A user pastes the new link: YouTube answers the channel under its new handle, with the same id.
    const response = await previewAs("https://www.youtube.com/@sahar.kitchen");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ preview: { username: "sahar.kitchen" } });

    const rows = await rowsOf("youtube", channelIdFor("sahar.kitchen"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, username: "sahar.kitchen", lost_at: null });
    expect(await rowsOf("youtube", "sahar.cooks")).toHaveLength(0);

    // The old handle finds the account: in the index, and through the lookup API (fresh, nothing asked).
    expect((await findIndexedAccount(env.ctx.db, "youtube", "sahar.cooks"))?.influencerId).toBe(id);
    expect((await findIndexedAccount(env.ctx.db, "youtube", "@Sahar.Kitchen"))?.influencerId).toBe(id);
    const old = await previewAs("https://www.youtube.com/@sahar.cooks");
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({
      preview: { username: "sahar.kitchen", provenance: { fetched_at: rows[0]?.fetched_at?.toISOString() } },
    });
    expect(await rowsOf("youtube", channelIdFor("sahar.kitchen"))).toHaveLength(1);

    // Lookalikes of the account by its new handle find its row, whose id is its first handle's.
    const user = await createUser(env.ctx);
    await createSubscription(env.ctx, user.id);
    const search = await env.app.inject({
      method: "POST",
      url: "/api/search/",
      headers: bearer(await accessTokenFor(env.ctx, user)),
      payload: { social_network: "youtube", similar: "sahar.kitchen" },
    });
    expect(search.statusCode).toBe(200);
  });

  it("a vendor's stale handle does not rename a row the platform named, and is kept as a former handle", async () => {
    const id = await heldUnderOldHandle("vendor.lags", "vendor.lags");
    const found = await youtube().lookup({ platform: "youtube", handle: "vendor.lags" });
    const { ids } = await upsertAccounts(env.ctx.db, [
      {
        ...found.record,
        username: "vendor.lags.old",
        source: "modash",
        provenance: { sourceRef: channelIdFor("vendor.lags"), viaSandbox: true, fetchedAt: new Date(), estimated: [], missing: [] },
      },
    ]);
    expect(ids).toEqual([id]);
    expect(await rowsOf("youtube", channelIdFor("vendor.lags"))).toMatchObject([{ id, username: "vendor.lags" }]);
    expect((await findIndexedAccount(env.ctx.db, "youtube", "vendor.lags.old"))?.influencerId).toBe(id);
  });

  it("two records of one account in one batch write one row", async () => {
    const found = await youtube().lookup({ platform: "youtube", handle: "batch.twice" });
    const record = (username: string) => ({
      ...found.record,
      username,
      source: "youtube" as const,
      provenance: { sourceRef: found.sourceRef, viaSandbox: true, fetchedAt: new Date(), estimated: [], missing: [] },
    });
    const { ids } = await upsertAccounts(env.ctx.db, [record("batch.first"), record("batch.twice")]);
    expect(new Set(ids).size).toBe(1);
    expect(await rowsOf("youtube", channelIdFor("batch.twice"))).toMatchObject([{ username: "batch.twice" }]);
  });

  it("a handle given up by a renamed account and taken by another makes a row of its own; each handle finds its holder", async () => {
    const id = await heldUnderOldHandle("hand.reuse", "hand.moved");
    const moved = await store(env.ctx, await youtube().lookup({ platform: "youtube", handle: "hand.moved" }), "youtube");
    expect(moved).toMatchObject({ influencerId: id, username: "hand.moved" });
    const newcomer = await store(env.ctx, await youtube().lookup({ platform: "youtube", handle: "hand.reuse" }), "youtube");
    expect(newcomer.influencerId).not.toBe(id);
    expect(newcomer).toMatchObject({ username: "hand.reuse", accountId: channelIdFor("hand.reuse") });
    expect(await rowsOf("youtube", channelIdFor("hand.moved"))).toMatchObject([{ id, username: "hand.moved" }]);
    expect((await findIndexedAccount(env.ctx.db, "youtube", "hand.reuse"))?.influencerId).toBe(newcomer.influencerId);
    expect((await findIndexedAccount(env.ctx.db, "youtube", "hand.moved"))?.influencerId).toBe(id);
  });

  it("two simultaneous writers of one new account under two handles make one row, not a conflict", async () => {
    const found = await youtube().lookup({ platform: "youtube", handle: "race.now" });
    const record = (username: string) => ({
      ...found.record,
      username,
      source: "youtube" as const,
      provenance: { sourceRef: found.sourceRef, viaSandbox: true, fetchedAt: new Date(), estimated: [], missing: [] },
    });
    const written = await Promise.all([
      upsertAccounts(env.ctx.db, [record("race.before")]),
      upsertAccounts(env.ctx.db, [record("race.now")]),
      upsertAccounts(env.ctx.db, [record("race.between")]),
    ]);
    expect(new Set(written.flatMap((outcome) => outcome.ids)).size).toBe(1);
    expect(await rowsOf("youtube", channelIdFor("race.now"))).toHaveLength(1);
  });
});

describe("the refresh of a renamed account", () => {
  it("YouTube: asks for the channel by id once and ends with one row under the new handle", async () => {
    const id = await heldUnderOldHandle("lina.trips", "lina.travels");
    await age(id, 30);
    const { calls, fetchImpl } = countingFetch();
    const clients = new Map<TSourceId, SourceClient>([["youtube", youtube(fetchImpl)]]);
    const [first] = await refreshFromSources(env.ctx, clients);
    expect(first).toMatchObject({ source: "youtube", failed: 0 });
    const asked = calls.filter((path) => path.endsWith("/channels")).length;
    expect(asked).toBe(1);
    expect(await rowsOf("youtube", channelIdFor("lina.travels"))).toMatchObject([{ id, username: "lina.travels", lost_at: null }]);
    expect(await rowsOf("youtube", "lina.trips")).toHaveLength(0);

    // The next runs have nothing to ask: the row is fresh under its new name.
    await refreshFromSources(env.ctx, clients);
    await refreshFromSources(env.ctx, clients);
    expect(calls.filter((path) => path.endsWith("/channels")).length).toBe(asked);
    expect(await rowsOf("youtube", channelIdFor("lina.travels"))).toHaveLength(1);
  });

  it("Instagram (asked by handle): a handle now another account's marks the row lost once, writes no stranger, and is not asked again", async () => {
    const found = await instagram().lookup({ platform: "instagram", handle: "noura.style" });
    // Held with another account id than the one Instagram now gives this handle: the account renamed, someone took its name.
    const account = await store(env.ctx, { ...found, accountId: "31337" }, "instagram");
    await age(account.influencerId, 30);
    const { calls, fetchImpl } = countingFetch();
    const clients = new Map<TSourceId, SourceClient>([["instagram", instagram(fetchImpl)]]);
    const [first] = await refreshFromSources(env.ctx, clients);
    expect(first).toMatchObject({ source: "instagram", refreshed: 0, failed: 1 });
    expect(calls).toHaveLength(1);
    const [row] = await rowsOf("instagram", "noura.style");
    expect(row).toMatchObject({ id: account.influencerId, account_id: "31337" });
    expect(row?.lost_at).not.toBeNull();
    expect(row?.fetched_at?.getTime()).toBeLessThan(Date.now() - 29 * 86_400_000);
    expect(await rowsOf("instagram", found.accountId ?? "")).toHaveLength(0);

    await age(account.influencerId, 30);
    await refreshFromSources(env.ctx, clients);
    expect(calls).toHaveLength(1);

    // When the account turns up under its new handle, its row is found by its id and asked again.
    const renamed = await store(
      env.ctx,
      { ...found, accountId: "31337", record: { ...found.record, username: "noura.styles" } },
      "instagram",
    );
    expect(renamed.influencerId).toBe(account.influencerId);
    expect(renamed.lostAt).toBeNull();
    expect((await findIndexedAccount(env.ctx.db, "instagram", "noura.style"))?.influencerId).toBe(account.influencerId);
  });
});

/**
 * The sandboxes rename accounts whose handle starts with "renamed" between two lookups, as creators
 * do (sandbox-renames.ts): the first lookup answers the handle, every later one `{handle}_2` under
 * the same ids.
 */
describe("a rename at the platform, end to end through the sandboxes", () => {
  const refreshOnce = async (source: TSourceId, client: SourceClient) => {
    const [report] = await refreshFromSources(env.ctx, new Map([[source, client]]));
    return report;
  };
  const oneRowRenamed = async (platform: TPlatform, accountId: string, id: string, handle: string) => {
    expect(await rowsOf(platform, accountId)).toMatchObject([{ id, username: `${handle}_2`, lost_at: null }]);
    expect(await rowsOf(platform, `${handle}_2`)).toHaveLength(1);
    expect((await findIndexedAccount(env.ctx.db, platform, handle))?.influencerId).toBe(id);
  };

  it("YouTube: the refresh by channel id brings the new handle into the same row", async () => {
    forgetSandboxRenames();
    const first = await store(env.ctx, await youtube().lookup({ platform: "youtube", handle: "renamed.sara" }), "youtube");
    expect(first.username).toBe("renamed.sara");
    await age(first.influencerId, 30);
    const { calls, fetchImpl } = countingFetch();
    expect(await refreshOnce("youtube", youtube(fetchImpl))).toMatchObject({ refreshed: 1, failed: 0 });
    expect(calls.filter((path) => path.endsWith("/channels"))).toHaveLength(1);
    await oneRowRenamed("youtube", channelIdFor("renamed.sara"), first.influencerId, "renamed.sara");
  });

  it("Instagram: asked by its old handle, the account answers its new one under the same id: one row, renamed", async () => {
    forgetSandboxRenames();
    const found = await instagram().lookup({ platform: "instagram", handle: "renamed.noura" });
    const first = await store(env.ctx, found, "instagram");
    expect(first.accountId).toBe(found.accountId);
    await age(first.influencerId, 30);
    const { calls, fetchImpl } = countingFetch();
    expect(await refreshOnce("instagram", instagram(fetchImpl))).toMatchObject({ refreshed: 1, failed: 0 });
    expect(calls).toHaveLength(1);
    await oneRowRenamed("instagram", found.accountId ?? "", first.influencerId, "renamed.noura");
  });

  it("X: a batch answer under the new username is matched to its row by the account id", async () => {
    forgetSandboxRenames();
    const found = await x().lookup({ platform: "twitter", handle: "renamed_fahd" });
    const first = await store(env.ctx, found, "x");
    await age(first.influencerId, 30);
    expect(await refreshOnce("x", x())).toMatchObject({ refreshed: 1, failed: 0 });
    await oneRowRenamed("twitter", found.sourceRef ?? "", first.influencerId, "renamed_fahd");
  });
});
