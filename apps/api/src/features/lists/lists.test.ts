import { LIST_LIMITS, LIST_MEMBER_STATUSES, LIST_MSG, type TListDetail, type TListMember } from "@radar/contract/lists";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { signedInUser } from "../../../test/fixtures/admin.ts";
import { indexAccount } from "../../../test/fixtures/indexed-accounts.ts";
import { indexBulk } from "../../../test/fixtures/lists.ts";
import { twoWorkspaces } from "../../../test/fixtures/workspace-members.ts";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";

/** Issue 15, shortlists: ownership, plan limits under concurrency, idempotent adds, members' own fields, sort and filter. */
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

type Headers = Record<string, string>;

const api = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, headers: Headers, payload?: object) =>
  env.app.inject({ method, url, headers, payload });

async function newList(headers: Headers, name: string): Promise<number> {
  const response = await api("POST", "/api/lists/", headers, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function add(headers: Headers, listId: number, ids: string[]) {
  return api("POST", `/api/lists/${listId}/members/`, headers, { influencer_ids: ids });
}

async function detail(headers: Headers, listId: number, query = ""): Promise<TListDetail> {
  const response = await api("GET", `/api/lists/${listId}/${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const memberCount = async (listId: number) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM list_members WHERE list_id = ${listId}`.execute(env.ctx.db)).rows[0]?.n);

describe("lists", () => {
  it("creates, lists, renames and deletes a list; names are unique per workspace in any case", async () => {
    const { headers } = await signedInUser(env.ctx);
    const created = await api("POST", "/api/lists/", headers, { name: "  Ramadan campaign — beauty  " });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: "Ramadan campaign — beauty",
      member_count: 0,
      status_counts: { shortlisted: 0, contacted: 0, negotiating: 0, booked: 0, declined: 0 },
      share: null,
    });
    const id = created.json().id as number;

    const duplicate = await api("POST", "/api/lists/", headers, { name: "RAMADAN CAMPAIGN — BEAUTY" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ detail: LIST_MSG.duplicateName, code: "duplicate_name" });

    const other = await newList(headers, "National Day");
    expect((await api("PATCH", `/api/lists/${other}/`, headers, { name: "ramadan campaign — beauty" })).statusCode).toBe(409);
    const renamed = await api("PATCH", `/api/lists/${other}/`, headers, { name: "National Day 2026" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe("National Day 2026");

    const all = await api("GET", "/api/lists/", headers);
    expect(all.json().lists.map((list: { name: string }) => list.name)).toEqual(["National Day 2026", "Ramadan campaign — beauty"]);
    expect(all.json().limits).toEqual({ plan_level: "basic", max_lists: 5, max_members: 100 });

    expect((await api("DELETE", `/api/lists/${id}/`, headers)).statusCode).toBe(204);
    expect((await api("GET", `/api/lists/${id}/`, headers)).statusCode).toBe(404);
    expect((await api("POST", "/api/lists/", headers, { name: " " })).statusCode).toBe(400);
  });

  it("answers 404 to another workspace on every endpoint and changes nothing", async () => {
    const owner = await signedInUser(env.ctx);
    const stranger = await signedInUser(env.ctx);
    const [memberId] = await indexBulk(env.ctx, 1, "owned");
    const listId = await newList(owner.headers, "Mine");
    expect((await add(owner.headers, listId, [memberId as string])).statusCode).toBe(200);
    await api("PATCH", `/api/lists/${listId}/members/${memberId}/`, owner.headers, { note: "secret rate card" });
    await api("POST", `/api/lists/${listId}/share/`, owner.headers, { include_notes: true });

    const attempts = [
      api("GET", `/api/lists/${listId}/`, stranger.headers),
      api("PATCH", `/api/lists/${listId}/`, stranger.headers, { name: "Taken" }),
      api("DELETE", `/api/lists/${listId}/`, stranger.headers),
      add(stranger.headers, listId, [memberId as string]),
      add(stranger.headers, listId, ["9999999999999999999"]),
      api("PATCH", `/api/lists/${listId}/members/${memberId}/`, stranger.headers, { note: "mine now" }),
      api("DELETE", `/api/lists/${listId}/members/${memberId}/`, stranger.headers),
      api("GET", `/api/lists/${listId}/export/?format=csv`, stranger.headers),
      api("POST", `/api/lists/${listId}/share/`, stranger.headers, { include_notes: false }),
      api("DELETE", `/api/lists/${listId}/share/`, stranger.headers),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ detail: LIST_MSG.notFound });
    }
    expect((await api("GET", "/api/lists/", stranger.headers)).json().lists).toEqual([]);
    const kept = await detail(owner.headers, listId);
    expect(kept.list.name).toBe("Mine");
    expect(kept.list.share?.include_notes).toBe(true);
    expect(kept.members.map((member) => member.note)).toEqual(["secret rate card"]);
    // Without a token: 401 before anything else.
    expect((await api("GET", `/api/lists/${listId}/`, {})).statusCode).toBe(401);
  });

  it("shares the list with every member of the workspace, records who added each account, and keeps it from other workspaces", async () => {
    const { owner, member, outsider, workspaceA } = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, owner.user.id, 2);
    const [first, second] = await indexBulk(env.ctx, 2, "team");
    const listId = await newList(owner.headers, "Ramadan");
    expect(await env.ctx.db.selectFrom("lists").select(["workspace_id", "user_id"]).where("id", "=", listId).executeTakeFirst()).toEqual({
      workspace_id: workspaceA,
      user_id: owner.user.id,
    });
    expect((await add(owner.headers, listId, [first as string])).statusCode).toBe(200);

    // The member sees the team's list under the team's plan, adds to it and edits it.
    const lists = (await api("GET", "/api/lists/", member.headers)).json();
    expect(lists.lists.map((list: { id: number }) => list.id)).toEqual([listId]);
    expect(lists.limits).toEqual({ plan_level: "growth", max_lists: 20, max_members: 500 });
    expect((await add(member.headers, listId, [second as string, first as string])).json()).toMatchObject({ added: 1, already_present: 1 });
    expect((await api("PATCH", `/api/lists/${listId}/members/${first}/`, member.headers, { status: "contacted" })).statusCode).toBe(200);
    const seen = await detail(owner.headers, listId, "?sort=followers&order=asc");
    expect(seen.members.map((m) => [m.influencer_id, m.added_by, m.status])).toEqual([
      [first, { id: owner.user.id, name: "Amal Owner" }, "contacted"],
      [second, { id: member.user.id, name: "Badr Member" }, "shortlisted"],
    ]);
    expect((await api("GET", `/api/lists/${listId}/export/?format=csv`, member.headers)).statusCode).toBe(200);
    // A name is the workspace's: the member cannot make a second "Ramadan"; another workspace can have its own.
    expect((await api("POST", "/api/lists/", member.headers, { name: "ramadan" })).statusCode).toBe(409);
    expect((await api("POST", "/api/lists/", outsider.headers, { name: "Ramadan" })).statusCode).toBe(201);

    // The link's readers do not learn the team's names.
    const shared = await api("POST", `/api/lists/${listId}/share/`, member.headers, { include_notes: true });
    const page = await api("GET", `/api/shared/lists/${shared.json().token}/`, {});
    expect(page.json().members.every((m: TListMember) => m.added_by === undefined)).toBe(true);

    const attempts = [
      api("GET", `/api/lists/${listId}/`, outsider.headers),
      add(outsider.headers, listId, [first as string]),
      api("PATCH", `/api/lists/${listId}/members/${first}/`, outsider.headers, { note: "ours" }),
      api("GET", `/api/lists/${listId}/export/?format=csv`, outsider.headers),
      api("DELETE", `/api/lists/${listId}/`, outsider.headers),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404);
    expect((await api("GET", "/api/lists/", outsider.headers)).json().lists.map((list: { name: string }) => list.name)).toEqual([
      "Ramadan",
    ]);

    expect((await api("DELETE", `/api/lists/${listId}/`, member.headers)).statusCode).toBe(204);
    expect((await api("GET", "/api/lists/", owner.headers)).json().lists).toEqual([]);
  });

  it("never lets concurrent creates exceed the plan's number of lists", async () => {
    const { headers } = await signedInUser(env.ctx);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => api("POST", "/api/lists/", headers, { name: `Campaign ${i}` })));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 403, 403, 403]);
    const refused = answers.find((response) => response.statusCode === 403);
    expect(refused?.json()).toEqual({ detail: LIST_MSG.listLimit, code: "list_limit" });
    expect((await api("GET", "/api/lists/", headers)).json().lists).toHaveLength(LIST_LIMITS.basic.lists);
  });

  it("gives a Growth subscriber Growth's limits", async () => {
    const { user, headers } = await signedInUser(env.ctx);
    await createSubscription(env.ctx, user.id, 2);
    expect((await api("GET", "/api/lists/", headers)).json().limits).toEqual({ plan_level: "growth", max_lists: 20, max_members: 500 });
  });

  it("never lets concurrent adds exceed the plan's members per list, and adds all or nothing", async () => {
    const { headers } = await signedInUser(env.ctx);
    const ids = await indexBulk(env.ctx, 150, "limit");
    const listId = await newList(headers, "Full");
    expect((await add(headers, listId, ids.slice(0, 50))).json()).toMatchObject({ added: 50, already_present: 0 });

    // Ten batches of ten at once onto 50 free places: exactly five fit, the others are refused whole.
    const batches = Array.from({ length: 10 }, (_, i) => ids.slice(50 + i * 10, 60 + i * 10));
    const answers = await Promise.all(batches.map((batch) => add(headers, listId, batch)));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 403, 403, 403, 403, 403]);
    const refused = answers.find((response) => response.statusCode === 403);
    expect(refused?.json()).toEqual({ detail: LIST_MSG.memberLimit, code: "member_limit" });
    expect(await memberCount(listId)).toBe(LIST_LIMITS.basic.members);
    for (const [i, response] of answers.entries()) {
      const present = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM list_members WHERE list_id = ${listId} AND influencer_id = ANY(${batches[i]}::bigint[])`.execute(
        env.ctx.db,
      );
      expect(present.rows[0]?.n).toBe(response.statusCode === 200 ? 10 : 0);
    }

    // Already-present ids still go through on a full list: nothing new is asked for.
    const again = await add(headers, listId, ids.slice(0, 5));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ added: 0, already_present: 5, list: { member_count: 100 } });
  });

  it("adds idempotently: a double click or a repeated id adds each account once and loses nothing", async () => {
    const { headers } = await signedInUser(env.ctx);
    const ids = await indexBulk(env.ctx, 3, "twice");
    const listId = await newList(headers, "Double click");
    const [a, b] = await Promise.all([add(headers, listId, ids), add(headers, listId, [...ids, ids[0] as string])]);
    expect(a?.statusCode).toBe(200);
    expect(b?.statusCode).toBe(200);
    expect((a?.json().added ?? 0) + (b?.json().added ?? 0)).toBe(3);
    expect(await memberCount(listId)).toBe(3);

    await api("PATCH", `/api/lists/${listId}/members/${ids[1]}/`, headers, { status: "booked", note: "kept" });
    const third = await add(headers, listId, ids);
    expect(third.json()).toMatchObject({
      added: 0,
      already_present: 3,
      list: { member_count: 3, status_counts: { booked: 1, shortlisted: 2 } },
    });
    const member = (await detail(headers, listId)).members.find((m) => m.influencer_id === ids[1]);
    expect(member).toMatchObject({ status: "booked", note: "kept" });
  });

  it("refuses ids the index does not hold, and adds none of the batch", async () => {
    const { headers } = await signedInUser(env.ctx);
    const [known] = await indexBulk(env.ctx, 1, "known");
    const listId = await newList(headers, "Unknowns");
    for (const unknown of ["123456789", "9999999999999999999"]) {
      const response = await add(headers, listId, [known as string, unknown]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: LIST_MSG.unknownInfluencers, code: "unknown_influencers" });
    }
    expect(await memberCount(listId)).toBe(0);
    expect((await add(headers, listId, ["0"])).statusCode).toBe(400);
    expect((await add(headers, listId, [])).statusCode).toBe(400);
  });

  it("shows the index's current figures, and the last known ones once an account leaves the index", async () => {
    const { headers } = await signedInUser(env.ctx);
    const id = await indexAccount(env.ctx, { platform: "tiktok", username: "noura.eats", followers: 50_000, erBp: 412, fullName: "Noura" });
    const listId = await newList(headers, "Live figures");
    await add(headers, listId, [id]);
    await sql`UPDATE influencers SET followers = 64000, er_bp = 500 WHERE id = ${id}`.execute(env.ctx.db);
    let [member] = (await detail(headers, listId)).members;
    expect(member).toMatchObject({
      influencer_id: id,
      platform: "tiktok",
      username: "noura.eats",
      name: "Noura",
      url: "https://www.tiktok.com/@noura.eats",
      followers: 64_000,
      er: 5,
      aqs: 80,
      in_index: true,
      status: "shortlisted",
      price_sar: null,
      note: "",
    });

    await sql`DELETE FROM influencer_profiles WHERE id = ${id}`.execute(env.ctx.db);
    await sql`DELETE FROM influencers WHERE id = ${id}`.execute(env.ctx.db);
    [member] = (await detail(headers, listId)).members;
    expect(member).toMatchObject({ influencer_id: id, name: "Noura", followers: 50_000, er: 4.12, aqs: 80, in_index: false });
    expect(member?.url).toBe("https://www.tiktok.com/@noura.eats");
  });

  it("keeps the snapshot as recent as the owner's last add or edit", async () => {
    const { headers } = await signedInUser(env.ctx);
    const id = await indexAccount(env.ctx, { platform: "instagram", username: "fresh.figures", followers: 10_000, erBp: 300 });
    const listId = await newList(headers, "Snapshots");
    await add(headers, listId, [id]);
    await sql`UPDATE influencers SET followers = 20000 WHERE id = ${id}`.execute(env.ctx.db);
    await add(headers, listId, [id]);
    await sql`UPDATE influencers SET er_bp = 650 WHERE id = ${id}`.execute(env.ctx.db);
    await api("PATCH", `/api/lists/${listId}/members/${id}/`, headers, { status: "contacted" });
    await sql`UPDATE influencers SET followers = 99999, er_bp = 1 WHERE id = ${id}`.execute(env.ctx.db);
    await sql`DELETE FROM influencer_profiles WHERE id = ${id}`.execute(env.ctx.db);
    await sql`DELETE FROM influencers WHERE id = ${id}`.execute(env.ctx.db);
    const [member] = (await detail(headers, listId)).members;
    expect(member).toMatchObject({ followers: 20_000, er: 6.5, status: "contacted", in_index: false });
  });

  it("updates and removes a member's own fields", async () => {
    const { headers } = await signedInUser(env.ctx);
    const [id] = await indexBulk(env.ctx, 1, "fields");
    const listId = await newList(headers, "Fields");
    await add(headers, listId, [id as string]);
    const url = `/api/lists/${listId}/members/${id}/`;

    const patched = await api("PATCH", url, headers, { status: "negotiating", price_sar: 12_500.5, note: "يفضّل التواصل عبر واتساب" });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ status: "negotiating", price_sar: 12_500.5, note: "يفضّل التواصل عبر واتساب" });
    const cleared = await api("PATCH", url, headers, { price_sar: null });
    expect(cleared.json()).toMatchObject({ status: "negotiating", price_sar: null, note: "يفضّل التواصل عبر واتساب" });

    for (const body of [{}, { status: "hired" }, { price_sar: -1 }, { price_sar: 1.005 }, { note: "x".repeat(2_001) }]) {
      expect((await api("PATCH", url, headers, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api("PATCH", `/api/lists/${listId}/members/42/`, headers, { note: "x" })).json()).toEqual({
      detail: LIST_MSG.memberNotFound,
    });

    expect((await api("DELETE", url, headers)).statusCode).toBe(204);
    expect((await api("DELETE", url, headers)).statusCode).toBe(404);
    expect(await memberCount(listId)).toBe(0);
  });

  it("filters by status and sorts in the database, unknown figures last", async () => {
    const { headers } = await signedInUser(env.ctx);
    const ids = await indexBulk(env.ctx, 6, "sorted");
    const listId = await newList(headers, "Sorted");
    await add(headers, listId, ids);
    const statuses = ["booked", "contacted", "booked", "declined", "shortlisted", "negotiating"] as const;
    const prices = [3000, null, 1000, 2000, null, 500];
    for (const [i, id] of ids.entries()) {
      await api("PATCH", `/api/lists/${listId}/members/${id}/`, headers, { status: statuses[i], price_sar: prices[i] });
    }
    const names = (members: TListMember[]) => members.map((member) => member.influencer_id);

    const booked = await detail(headers, listId, "?status=booked&sort=followers&order=desc");
    expect(names(booked.members)).toEqual([ids[2], ids[0]]);
    expect(booked.list.member_count).toBe(6);

    const byFollowers = await detail(headers, listId, "?sort=followers&order=asc");
    expect(names(byFollowers.members)).toEqual(ids);
    const byPrice = await detail(headers, listId, "?sort=price_sar&order=desc");
    expect(names(byPrice.members)).toEqual([ids[0], ids[3], ids[2], ids[5], ids[4], ids[1]]);
    const byPriceAsc = await detail(headers, listId, "?sort=price_sar&order=asc");
    expect(names(byPriceAsc.members).slice(0, 4)).toEqual([ids[5], ids[2], ids[3], ids[0]]);
    const byStatus = await detail(headers, listId, "?sort=status&order=asc");
    expect(byStatus.members.map((member) => member.status)).toEqual([
      "shortlisted",
      "contacted",
      "negotiating",
      "booked",
      "booked",
      "declined",
    ]);
    expect(LIST_MEMBER_STATUSES[0]).toBe("shortlisted");

    for (const query of ["?status=hired", "?sort=password", "?order=sideways"]) {
      expect((await api("GET", `/api/lists/${listId}/${query}`, headers)).statusCode, query).toBe(400);
    }
    for (const path of ["abc", "0", "99999999999", "2147483648"]) {
      expect((await api("GET", `/api/lists/${path}/`, headers)).statusCode, path).toBe(404);
    }
  });

  it("holds, sorts, filters and exports a Professional list of 2,000 members", async () => {
    const { user, headers } = await signedInUser(env.ctx);
    await createSubscription(env.ctx, user.id, 3);
    const ids = await indexBulk(env.ctx, 2_000, "big");
    const listId = await newList(headers, "Two thousand");
    for (let i = 0; i < ids.length; i += 500) {
      expect((await add(headers, listId, ids.slice(i, i + 500))).statusCode).toBe(200);
    }
    expect((await add(headers, listId, (await indexBulk(env.ctx, 1, "over")) as string[])).statusCode).toBe(403);

    // Speed is measured outside the tests; here the read must hold every member.
    let body: TListDetail | undefined;
    for (const query of ["", "?sort=name&order=asc", "?sort=er&order=desc", "?status=shortlisted&sort=followers"]) {
      body = await detail(headers, listId, query);
      expect(body.members).toHaveLength(2_000);
    }
    const names = body?.members.map((member) => member.followers) ?? [];
    expect(names).toEqual([...names].sort((a, b) => b - a));

    for (const format of ["csv", "xlsx"] as const) {
      const file = await api("GET", `/api/lists/${listId}/export/?format=${format}`, headers);
      expect(file.statusCode).toBe(200);
      if (format === "csv") expect(file.rawPayload.toString("utf8").trim().split(/\r?\n/)).toHaveLength(2_001);
    }
  });
});
