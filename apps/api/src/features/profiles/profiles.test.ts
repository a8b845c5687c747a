import { PROFILE_MSG, type TCreateSocialProfileRequest } from "@radar/contract/profiles";
import { SAMPLE_SOCIAL_PROFILE } from "@radar/contract/social-profile-sample";
import { SOURCE_MSG } from "@radar/contract/sources";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { indexAccount } from "../../../test/fixtures/indexed-accounts.ts";
import { twoWorkspaces } from "../../../test/fixtures/workspace-members.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv } from "../../../test/helpers.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  await indexAccount(env.ctx, {
    platform: "instagram",
    username: "sara.alqahtani",
    followers: 184_300,
    erBp: 412,
    fullName: "Sara Al-Qahtani",
  });
  await indexAccount(env.ctx, { platform: "tiktok", username: "sara.tok", followers: 412_900, erBp: 655 });
  await indexAccount(env.ctx, { platform: "youtube", username: "saraalqahtani", followers: 58_700, erBp: 371 });
  await indexAccount(env.ctx, { platform: "twitter", username: "SaudiFoodie", followers: 23_000, erBp: 150 });
  await indexAccount(env.ctx, { platform: "instagram", username: "tiny.account", followers: 999 });
  await indexAccount(env.ctx, { platform: "instagram", username: "just.enough", followers: 1_000 });
  for (let i = 1; i <= 5; i += 1) await indexAccount(env.ctx, { platform: "instagram", username: `creator${i}`, followers: 10_000 * i });
});
afterAll(() => env.close());

/** A signed-in user with an active subscription (Growth, 3 profiles, unless planId says otherwise). */
async function subscriber(planId: number | null = 2) {
  const user = await createUser(env.ctx);
  if (planId !== null) await createSubscription(env.ctx, user.id, planId);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

function payload(overrides: Partial<TCreateSocialProfileRequest> = {}): TCreateSocialProfileRequest {
  return {
    username: "sara.alqahtani",
    profile_url: "https://www.instagram.com/sara.alqahtani/",
    platform: "instagram",
    targeted_category: "Food & Cooking",
    category_id: 1035,
    targeted_gender: "female",
    age_groups: ["25_34"],
    size_preset: "50000-500000",
    ...overrides,
  };
}

const add = (headers: Record<string, string>, body: unknown) =>
  env.app.inject({ method: "POST", url: "/api/social_profiles/add/", headers, payload: body as object });
const list = (headers: Record<string, string>) => env.app.inject({ url: "/api/social_profiles/", headers });

describe("POST /api/social_profiles/add/ and GET /api/social_profiles/", () => {
  it("adds an indexed account and lists it with the index's live figures", async () => {
    const { headers } = await subscriber();
    const response = await add(headers, payload());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, profile: { username: "sara.alqahtani", followers: 184_300 } });

    const listed = await list(headers);
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.success).toBe(true);
    expect(body.profiles).toHaveLength(1);
    expect(body.profiles[0]).toMatchObject(SAMPLE_SOCIAL_PROFILE);
    expect(Date.parse(body.profiles[0].last_updated)).not.toBeNaN();
    expect(Date.parse(body.profiles[0].created_at)).not.toBeNaN();
    expect(body.profiles[0].influencer_id).toMatch(/^\d+$/);
  });

  it("follows the index as it changes, and keeps the figures it was added with when the account leaves it", async () => {
    const { headers } = await subscriber();
    await indexAccount(env.ctx, { platform: "instagram", username: "moving.target", followers: 5_000, erBp: 200, fullName: "Moving" });
    expect(
      (await add(headers, payload({ username: "moving.target", profile_url: "https://instagram.com/moving.target" }))).statusCode,
    ).toBe(201);

    await sql`UPDATE influencers SET followers = 7500, er_bp = 250, updated_at = '2030-01-02T00:00:00Z' WHERE username = 'moving.target'`.execute(
      env.ctx.db,
    );
    let profile = (await list(headers)).json().profiles[0];
    expect(profile).toMatchObject({ followers: 7_500, engagement: 0.025, last_updated: "2030-01-02T00:00:00.000Z" });

    await sql`DELETE FROM influencers WHERE username = 'moving.target'`.execute(env.ctx.db);
    profile = (await list(headers)).json().profiles[0];
    expect(profile).toMatchObject({ name: "Moving", followers: 5_000, engagement: 0.02 });
  });

  it.each([
    ["tiktok", "sara.tok", "https://www.tiktok.com/@sara.tok/video/7380123456789012345?is_from_webapp=1"],
    ["youtube", "saraalqahtani", "https://www.youtube.com/c/saraalqahtani"],
    ["twitter", "saudifoodie", "https://x.com/SaudiFoodie?s=21"],
  ] as const)("adds a %s account from its link", async (platform, username, link) => {
    const { headers } = await subscriber();
    const response = await add(headers, payload({ platform, username, profile_url: link }));
    expect(response.statusCode).toBe(201);
    expect(response.json().profile.platform).toBe(platform);
  });

  it("accepts the payload of a profile added from a search result (SPEC §7)", async () => {
    const { headers } = await subscriber();
    const response = await add(
      headers,
      payload({
        targeted_category: "General",
        category_id: 1,
        targeted_gender: "other",
        age_groups: ["25_34"],
        size_preset: "1000000-10000000",
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().profile).toMatchObject({ category: { id: 1, title: "General" }, targeted_gender: "other" });
  });

  it("names the category as the index does, whatever title the client sent", async () => {
    const { headers } = await subscriber();
    const response = await add(headers, payload({ targeted_category: "الطعام والطبخ" }));
    expect(response.json().profile.category).toEqual({ id: 1035, title: "Food & Cooking" });
  });

  it("keeps optional targeting empty: 'any' age, no gender, no size", async () => {
    const { headers } = await subscriber();
    const response = await add(headers, payload({ targeted_gender: "", age_groups: [], size_preset: "" }));
    expect(response.statusCode).toBe(201);
    expect(response.json().profile).toMatchObject({ targeted_gender: null, age_groups: [], size_preset: null });
  });

  it.each([
    ["another platform", { platform: "tiktok" as const }],
    ["another username", { username: "someone.else" }],
    ["a post link", { profile_url: "https://www.instagram.com/p/C9xYz12AbCd/" }],
    ["a link to another site", { profile_url: "https://www.facebook.com/sara.alqahtani" }],
    ["not a link", { profile_url: "sara.alqahtani" }],
  ])("refuses a link that does not agree with platform and username: %s", async (_case, overrides) => {
    const { headers } = await subscriber();
    const response = await add(headers, payload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: PROFILE_MSG.linkMismatch, detail: PROFILE_MSG.linkMismatch });
  });

  it("refuses an account missing from the index when no data source is connected, or under 1,000 followers; accepts exactly 1,000", async () => {
    const { headers } = await subscriber();
    // This test app has every data source off (see data-sources tests for lookups at the sources).
    const missing = await add(headers, payload({ username: "not.indexed", profile_url: "https://instagram.com/not.indexed" }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, error: SOURCE_MSG.unsupported, code: "unsupported" });

    const tiny = await add(headers, payload({ username: "tiny.account", profile_url: "https://instagram.com/tiny.account" }));
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().error).toBe(PROFILE_MSG.notEligible);

    const enough = await add(headers, payload({ username: "just.enough", profile_url: "https://instagram.com/just.enough" }));
    expect(enough.statusCode).toBe(201);
  });

  it("answers 'already exists' to the same account again, whatever the case or a leading @", async () => {
    const { headers } = await subscriber();
    expect((await add(headers, payload())).statusCode).toBe(201);
    const again = await add(
      headers,
      payload({ username: "@Sara.AlQahtani", profile_url: "https://m.instagram.com/Sara.AlQahtani?igsh=x" }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      error: "Profile already exists",
      detail: "Profile already exists",
      code: "profile_exists",
    });
    expect((await list(headers)).json().profiles).toHaveLength(1);
  });

  it("lets two users add the same account", async () => {
    const first = await subscriber();
    const second = await subscriber();
    expect((await add(first.headers, payload())).statusCode).toBe(201);
    expect((await add(second.headers, payload())).statusCode).toBe(201);
  });

  it("answers field errors for a malformed payload and refuses an unknown category", async () => {
    const { headers } = await subscriber();
    const malformed = await add(headers, {
      username: "",
      platform: "facebook",
      category_id: "x",
      age_groups: ["12_15"],
      size_preset: "huge",
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(
      expect.arrayContaining(["username", "profile_url", "platform", "category_id", "age_groups.0", "size_preset"]),
    );
    const unknownCategory = await add(headers, payload({ category_id: 4242 }));
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().error).toBe(PROFILE_MSG.unknownCategory);
  });

  it("needs a token", async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await add({}, payload())).statusCode).toBe(401);
  });
});

describe("the plan's profile limit", () => {
  const creator = (i: number) => payload({ username: `creator${i}`, profile_url: `https://www.instagram.com/creator${i}/` });

  it("allows as many profiles as the plan's max_profiles, and a slot frees up on delete", async () => {
    const { headers } = await subscriber(1); // Basic: 1 profile
    const first = await add(headers, creator(1));
    expect(first.statusCode).toBe(201);
    const second = await add(headers, creator(2));
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ success: false, error: PROFILE_MSG.limitReached });

    const removed = await env.app.inject({ method: "DELETE", url: `/api/social_profiles/remove/${first.json().profile.id}/`, headers });
    expect(removed.statusCode).toBe(200);
    expect((await add(headers, creator(2))).statusCode).toBe(201);
  });

  it("still answers 'already exists' for a profile the user has when the plan is full", async () => {
    const { headers } = await subscriber(1);
    expect((await add(headers, creator(1))).statusCode).toBe(201);
    const again = (await add(headers, creator(1))).json();
    expect(again.error).toBe(PROFILE_MSG.alreadyExists);
    expect(again.code).toBe("profile_exists");
  });

  it("gives no slot without a current subscription", async () => {
    const { headers } = await subscriber(null);
    const response = await add(headers, creator(1));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(PROFILE_MSG.noSubscription);
    // What the user already has stays readable.
    expect((await list(headers)).json()).toEqual({ success: true, profiles: [] });
  });

  it("lets only one of several simultaneous adds take the last slot", async () => {
    const { headers } = await subscriber(2); // Growth: 3 profiles
    expect((await add(headers, creator(1))).statusCode).toBe(201);
    expect((await add(headers, creator(2))).statusCode).toBe(201);
    const results = await Promise.all([3, 4, 5].map((i) => add(headers, creator(i))));
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 403, 403]);
    expect((await list(headers)).json().profiles).toHaveLength(3);
  });
});

describe("DELETE /api/social_profiles/remove/{id}/ and GET /api/social_profiles/{id}/targeting/", () => {
  it("returns the targeting of the user's profile and deletes it", async () => {
    const { headers } = await subscriber();
    const id = (await add(headers, payload())).json().profile.id;

    const targeting = await env.app.inject({ url: `/api/social_profiles/${id}/targeting/`, headers });
    expect(targeting.statusCode).toBe(200);
    expect(targeting.json()).toEqual({
      id,
      platform: "instagram",
      username: "sara.alqahtani",
      targeted_category: "Food & Cooking",
      category_id: 1035,
      targeted_gender: "female",
      age_groups: ["25_34"],
      size_preset: "50000-500000",
      followers: 184_300,
      engagement: 0.0412,
    });

    const removed = await env.app.inject({ method: "DELETE", url: `/api/social_profiles/remove/${id}/`, headers });
    expect(removed.json()).toEqual({ success: true, message: "Profile deleted successfully" });
    expect((await list(headers)).json().profiles).toEqual([]);
    const again = await env.app.inject({ method: "DELETE", url: `/api/social_profiles/remove/${id}/`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, error: PROFILE_MSG.notFound });
  });

  it("answers 'Invalid profile ID format' to an id that is not a number, and 404 to one beyond any row", async () => {
    const { headers } = await subscriber();
    for (const url of ["/api/social_profiles/abc/targeting/", "/api/social_profiles/1.5/targeting/"]) {
      const response = await env.app.inject({ url, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(PROFILE_MSG.invalidId);
    }
    expect((await env.app.inject({ method: "DELETE", url: "/api/social_profiles/remove/abc/", headers })).statusCode).toBe(400);
    expect((await env.app.inject({ url: "/api/social_profiles/99999999999/targeting/", headers })).statusCode).toBe(404);
  });
});

describe("ownership", () => {
  it("hides one workspace's profiles from another: not listed, 404 to read (targeting) and to delete", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const id = (await add(owner.headers, payload())).json().profile.id;

    expect((await list(other.headers)).json().profiles).toEqual([]);
    const read = await env.app.inject({ url: `/api/social_profiles/${id}/targeting/`, headers: other.headers });
    expect(read.statusCode).toBe(404);
    const removed = await env.app.inject({ method: "DELETE", url: `/api/social_profiles/remove/${id}/`, headers: other.headers });
    expect(removed.statusCode).toBe(404);
    expect((await list(owner.headers)).json().profiles).toHaveLength(1);
  });
});

describe("the workspace's profiles", () => {
  it("are every member's: a second member lists, reads, adds to and removes them, and the adder is recorded", async () => {
    const { owner, member, outsider, workspaceA } = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, owner.user.id, 2);
    const ownersId = (await add(owner.headers, payload())).json().profile.id;

    expect((await list(member.headers)).json().profiles.map((profile: { id: number }) => profile.id)).toEqual([ownersId]);
    const targeting = await env.app.inject({ url: `/api/social_profiles/${ownersId}/targeting/`, headers: member.headers });
    expect(targeting.statusCode).toBe(200);
    expect(targeting.json()).toMatchObject({ id: ownersId, username: "sara.alqahtani" });

    // The handle is unique in the workspace, whoever added it.
    const again = await add(member.headers, payload());
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(PROFILE_MSG.alreadyExists);

    const added = await add(
      member.headers,
      payload({ username: "sara.tok", profile_url: "https://www.tiktok.com/@sara.tok", platform: "tiktok" }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const membersId = added.json().profile.id;
    const rows = await env.ctx.db
      .selectFrom("social_profiles")
      .select(["id", "user_id", "workspace_id"])
      .orderBy("id")
      .where("workspace_id", "=", workspaceA)
      .execute();
    expect(rows).toEqual([
      { id: ownersId, user_id: owner.user.id, workspace_id: workspaceA },
      { id: membersId, user_id: member.user.id, workspace_id: workspaceA },
    ]);
    expect((await list(owner.headers)).json().profiles).toHaveLength(2);

    // Another workspace: nothing listed, 404 for each, and the same handle is free there.
    expect((await list(outsider.headers)).json().profiles).toEqual([]);
    for (const id of [ownersId, membersId]) {
      expect((await env.app.inject({ url: `/api/social_profiles/${id}/targeting/`, headers: outsider.headers })).statusCode).toBe(404);
      const removed = await env.app.inject({ method: "DELETE", url: `/api/social_profiles/remove/${id}/`, headers: outsider.headers });
      expect(removed.statusCode).toBe(404);
    }

    const removed = await env.app.inject({ method: "DELETE", url: `/api/social_profiles/remove/${ownersId}/`, headers: member.headers });
    expect(removed.statusCode).toBe(200);
    expect((await list(owner.headers)).json().profiles.map((profile: { id: number }) => profile.id)).toEqual([membersId]);
  });

  it("count against the workspace plan's limit, whichever member adds them", async () => {
    const { owner, member } = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, owner.user.id, 1);
    const accounts = ["creator1", "creator2", "creator3", "creator4", "creator5"];
    const statuses: number[] = [];
    for (const [index, username] of accounts.entries()) {
      const headers = index % 2 === 0 ? owner.headers : member.headers;
      statuses.push((await add(headers, payload({ username, profile_url: `https://www.instagram.com/${username}/` }))).statusCode);
    }
    const allowed = statuses.filter((status) => status === 201).length;
    const plan = await env.ctx.db.selectFrom("plans").select("max_profiles").where("id", "=", 1).executeTakeFirstOrThrow();
    expect(allowed).toBe(Math.min(plan.max_profiles, accounts.length));
    expect(statuses.slice(allowed).every((status) => status === 403)).toBe(true);
  });

  it("disappear for a removed member on their very next request", async () => {
    const { owner, member } = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, owner.user.id, 2);
    const id = (await add(owner.headers, payload())).json().profile.id;
    expect((await list(member.headers)).json().profiles).toHaveLength(1);

    const removal = await env.app.inject({
      method: "DELETE",
      url: `/api/workspaces/current/members/${member.user.id}/`,
      headers: owner.headers,
    });
    expect(removal.statusCode, removal.body).toBeLessThan(300);
    const started = Date.now();
    expect((await list(member.headers)).json().profiles).toEqual([]);
    expect((await env.app.inject({ url: `/api/social_profiles/${id}/targeting/`, headers: member.headers })).statusCode).toBe(404);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
