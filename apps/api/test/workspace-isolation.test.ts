import { createHash } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../src/core/context.ts";
import { indexAccount } from "./fixtures/indexed-accounts.ts";
import { joinWorkspace, type SignedIn, twoWorkspaces } from "./fixtures/workspace-members.ts";
import { createTestEnv, type TestEnv } from "./helpers.ts";

/**
 * The isolation walk over every kind of resource a workspace owns: a member of workspace A reads and
 * changes every one of A's resources, whoever made it; a user of workspace B gets 404 — never 403,
 * never the row — for each, and B's tries change nothing; a member removed from A gets 404 for all of
 * them with their very next request. The rows are written as the features store them (the owner of A
 * made each), so the walk needs neither credits nor a plan.
 */

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

interface Step {
  label: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: object;
}

/** One kind of resource: where the workspace's rows are listed, how to find the row there, and what may be done to it. */
interface Kind {
  name: string;
  list: string;
  listed: (body: unknown) => number[];
  reads: Step[];
  changes: Step[];
  /** Last: what removes the row (or ends it, for a booking). */
  removal: Step[];
}

const ids = (rows: unknown, key = "id") => (Array.isArray(rows) ? rows.map((row) => Number((row as Record<string, unknown>)[key])) : []);
const field = (body: unknown, name: string) => (body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined);

let hour = 0;

/** Workspace A's rows of every kind, made by its owner, and the walk's steps for each. */
async function resourcesOf(ctx: AppContext, workspaceId: string, ownerId: number): Promise<Kind[]> {
  const owned = { workspace_id: workspaceId, user_id: ownerId };
  hour += 1;
  const influencerId = await indexAccount(ctx, { platform: "instagram", username: `walk.account${hour}`, followers: 50_000 });
  const profile = await ctx.db
    .insertInto("social_profiles")
    .values({
      ...owned,
      influencer_id: influencerId,
      platform: "instagram",
      username: `walk.account${hour}`,
      profile_url: `https://www.instagram.com/walk.account${hour}/`,
      targeted_category: "General",
      category_id: 1,
      age_groups: [],
      snapshot_name: "Walk",
      snapshot_followers: 50_000,
      snapshot_er_bp: 300,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const campaign = await ctx.db
    .insertInto("campaign_requests")
    .values({ ...owned, title: "Launch", description: "A launch", category: "food", budget: 5000, influencer_count: 3 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const comparison = await ctx.db
    .insertInto("comparison_requests")
    .values({ ...owned, profile_urls: ["https://www.instagram.com/a/", "https://x.com/b"], description: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Far ahead, one hour apart per call, so the one-consultant calendar never clashes.
  const start = new Date(Date.UTC(2036, 0, 1) + hour * 3_600_000);
  const meeting = await ctx.db
    .insertInto("meetings")
    .values({
      ...owned,
      start_time: start,
      end_time: new Date(start.getTime() + 30 * 60_000),
      duration_minutes: 30,
      meeting_url: `https://meet.jit.si/walk-${hour}`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const list = await ctx.db
    .insertInto("lists")
    .values({ ...owned, name: `Walk ${hour}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  const filters = JSON.stringify({ platform: "instagram", page: 1 });
  const saved = await ctx.db
    .insertInto("saved_searches")
    .values({
      ...owned,
      name: `Walk ${hour}`,
      filters,
      filters_hash: createHash("sha256").update(`${filters}${hour}`).digest("hex"),
      social_network: "instagram",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const report = await ctx.db
    .insertInto("reports")
    .values({
      ...owned,
      social_profile_id: profile.id,
      influencer_id: influencerId,
      platform: "instagram",
      username: `walk.account${hour}`,
      report_type: "pdf",
      template: "standard",
      language: "en",
      cost: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  return [
    {
      name: "social profile",
      list: "/api/social_profiles/",
      listed: (body) => ids(field(body, "profiles")),
      reads: [{ label: "targeting", method: "GET", url: `/api/social_profiles/${profile.id}/targeting/` }],
      changes: [],
      removal: [{ label: "remove", method: "DELETE", url: `/api/social_profiles/remove/${profile.id}/` }],
    },
    {
      name: "campaign request",
      list: "/api/campaign-requests/",
      listed: (body) => ids(body),
      reads: [{ label: "read", method: "GET", url: `/api/campaign-requests/${campaign.id}/` }],
      changes: [{ label: "edit", method: "PUT", url: `/api/campaign-requests/${campaign.id}/`, payload: { title: "Launch, revised" } }],
      removal: [{ label: "delete", method: "DELETE", url: `/api/campaign-requests/${campaign.id}/` }],
    },
    {
      name: "comparison request",
      list: "/api/comparison-requests/",
      listed: (body) => ids(body),
      reads: [{ label: "read", method: "GET", url: `/api/comparison-requests/${comparison.id}/` }],
      changes: [
        {
          label: "edit",
          method: "PUT",
          url: `/api/comparison-requests/${comparison.id}/`,
          payload: { profile_urls: ["https://www.instagram.com/c/", "https://x.com/d"] },
        },
      ],
      removal: [{ label: "delete", method: "DELETE", url: `/api/comparison-requests/${comparison.id}/` }],
    },
    {
      name: "booking",
      list: "/api/meetings/",
      listed: (body) => ids(body, "meeting_id"),
      reads: [],
      changes: [],
      removal: [{ label: "cancel", method: "POST", url: `/api/meetings/${meeting.id}/cancel/` }],
    },
    {
      name: "list",
      list: "/api/lists/",
      listed: (body) => ids(field(body, "lists")),
      reads: [
        { label: "read", method: "GET", url: `/api/lists/${list.id}/` },
        { label: "export", method: "GET", url: `/api/lists/${list.id}/export/?format=csv` },
      ],
      changes: [{ label: "rename", method: "PATCH", url: `/api/lists/${list.id}/`, payload: { name: `Walk ${hour} renamed` } }],
      removal: [{ label: "delete", method: "DELETE", url: `/api/lists/${list.id}/` }],
    },
    {
      name: "saved search",
      list: "/api/saved-searches/",
      listed: (body) => ids(field(body, "saved_searches")),
      reads: [],
      changes: [],
      removal: [{ label: "delete", method: "DELETE", url: `/api/saved-searches/${saved.id}/` }],
    },
    {
      name: "report",
      list: "/api/reports/",
      listed: (body) => ids(field(body, "reports")),
      reads: [
        { label: "status", method: "GET", url: `/api/reports/${report.id}/` },
        { label: "profile's reports", method: "GET", url: `/api/reports/profile/${profile.id}/` },
      ],
      changes: [],
      removal: [],
    },
  ];
}

const send = (who: SignedIn, step: Step): Promise<LightMyRequestResponse> =>
  env.app.inject({ method: step.method, url: step.url, headers: who.headers, ...(step.payload ? { payload: step.payload } : {}) });

/** Every step of every kind as `who`, each answer's status as "kind label → status". */
async function walk(who: SignedIn, kinds: Kind[], pick: (kind: Kind) => Step[]): Promise<string[]> {
  const answers: string[] = [];
  for (const kind of kinds) {
    for (const step of pick(kind)) {
      const r = await send(who, step);
      answers.push(`${kind.name} ${step.label} → ${r.statusCode}`);
    }
  }
  return answers;
}

const expected = (kinds: Kind[], pick: (kind: Kind) => Step[], status: (step: Step) => number) =>
  kinds.flatMap((kind) => pick(kind).map((step) => `${kind.name} ${step.label} → ${status(step)}`));

async function listedFor(who: SignedIn, kinds: Kind[]): Promise<Record<string, number[]>> {
  const seen: Record<string, number[]> = {};
  for (const kind of kinds) {
    const response = await env.app.inject({ url: kind.list, headers: who.headers });
    seen[kind.name] = response.statusCode === 200 ? kind.listed(response.json()) : [];
  }
  return seen;
}

const everything = (kind: Kind) => [...kind.reads, ...kind.changes, ...kind.removal];
const success = (step: Step) => (step.method === "DELETE" ? (step.url.includes("social_profiles") ? 200 : 204) : 200);

describe("workspace isolation on every kind of resource", () => {
  it("lets a member of the workspace read and change each of its resources, and gives another workspace 404 for all", async () => {
    const { owner, member, outsider, workspaceA } = await twoWorkspaces(env.ctx);
    const kinds = await resourcesOf(env.ctx, workspaceA, owner.user.id);
    const ownersView = await listedFor(owner, kinds);
    for (const kind of kinds) expect(ownersView[kind.name], kind.name).toHaveLength(1);

    // Workspace B: not listed, 404 for every read, change and removal — and nothing changed.
    const outsiderView = await listedFor(outsider, kinds);
    for (const kind of kinds) expect(outsiderView[kind.name], kind.name).toEqual([]);
    expect(await walk(outsider, kinds, everything)).toEqual(expected(kinds, everything, () => 404));
    expect(await listedFor(owner, kinds)).toEqual(ownersView);

    // A second member of A: the same rows listed, every read and change allowed, then every removal.
    expect(await listedFor(member, kinds)).toEqual(ownersView);
    const readsAndChanges = (kind: Kind) => [...kind.reads, ...kind.changes];
    expect(await walk(member, kinds, readsAndChanges)).toEqual(expected(kinds, readsAndChanges, success));
    const removals = (kind: Kind) => kind.removal;
    expect(await walk(member, kinds, removals)).toEqual(expected(kinds, removals, success));
  });

  it("gives a member removed from the workspace 404 for every resource with their next request", async () => {
    const { owner, member, workspaceA } = await twoWorkspaces(env.ctx);
    const kinds = await resourcesOf(env.ctx, workspaceA, owner.user.id);
    expect(await walk(member, kinds, (kind) => kind.reads)).toEqual(expected(kinds, (kind) => kind.reads, success));

    const removal = await env.app.inject({
      method: "DELETE",
      url: `/api/workspaces/current/members/${member.user.id}/`,
      headers: owner.headers,
    });
    expect(removal.statusCode, removal.body).toBeLessThan(300);
    // The very next request, well within a second of the removal, is already refused: no token has to expire.
    const removedAt = Date.now();
    const [firstRead] = kinds.flatMap((kind) => kind.reads);
    if (!firstRead) throw new Error("no read step");
    expect((await send(member, firstRead)).statusCode).toBe(404);
    expect(Date.now() - removedAt).toBeLessThan(1_000);
    expect(await walk(member, kinds, everything)).toEqual(expected(kinds, everything, () => 404));
    const memberView = await listedFor(member, kinds);
    for (const kind of kinds) expect(memberView[kind.name], kind.name).toEqual([]);

    // Back in the team (a new invitation), the same member sees everything again: access is membership, read per request.
    await joinWorkspace(env.ctx, member.user, workspaceA);
    expect(await listedFor(member, kinds)).toEqual(await listedFor(owner, kinds));
  });
});
