import type { AddressInfo } from "node:net";
import type { TServerEvent } from "@radar/contract/events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { createReportTestEnv, type ReportTestEnv } from "../../../test/fixtures/report-test-env.ts";
import { twoWorkspaces } from "../../../test/fixtures/workspace-members.ts";
import { accessTokenFor, bearer, createUser, workspaceIdOf } from "../../../test/helpers.ts";
import { EventHub } from "../../core/events/event-hub.ts";
import { influencerId } from "../discovery/public.ts";
import { reportWorker } from "../reports/public.ts";

let env: ReportTestEnv;
let baseUrl: string;
beforeAll(async () => {
  env = await createReportTestEnv();
  env.ctx.events = new EventHub(env.connectionString, env.ctx.logger, "events-test-secret-0123456789abcdef");
  await env.jobs.work(reportWorker(env.ctx));
  await env.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(env.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await env.close();
  await env.ctx.events?.close();
});

/** An open stream: the events received so far, and a way to wait for one. */
interface Stream {
  events: TServerEvent[];
  waitFor(match: (event: TServerEvent) => boolean, timeoutMs?: number): Promise<TServerEvent>;
  close(): void;
}

async function openStream(headers: Record<string, string>): Promise<Stream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events/`, { headers, signal: abort.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const body = response.body;
  if (!body) throw new Error("no body");
  const events: TServerEvent[] = [];
  const waiters: { match: (event: TServerEvent) => boolean; resolve: (event: TServerEvent) => void }[] = [];
  const push = (event: TServerEvent) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (!waiter.match(event)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const data = buffer
            .slice(0, end)
            .split("\n")
            .find((line) => line.startsWith("data: "));
          if (data) push(JSON.parse(data.slice(6)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    }
  })();
  const stream: Stream = {
    events,
    waitFor: (match, timeoutMs = 20_000) => {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event; got ${JSON.stringify(events)}`)), timeoutMs);
        waiters.push({
          match,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
    close: () => abort.abort(),
  };
  await stream.waitFor((event) => event.type === "ready");
  return stream;
}

async function subscriber() {
  const user = await createUser(env.ctx);
  await createSubscription(env.ctx, user.id, 2);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

describe("GET /api/events/", () => {
  it("tells the owner their report is ready, and never another user", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const ownerStream = await openStream(owner.headers);
    const otherStream = await openStream(other.headers);
    try {
      const response = await fetch(`${baseUrl}/api/reports/generate/`, {
        method: "POST",
        headers: { ...owner.headers, "content-type": "application/json" },
        body: JSON.stringify({ influencer_id: influencerId("instagram", "food.lookalike2"), idempotency_key: "events-test-0001" }),
      });
      expect(response.status).toBe(201);
      const id = ((await response.json()) as { report: { id: number } }).report.id;
      const ready = await ownerStream.waitFor((event) => event.type === "report" && event.id === id && event.status === "completed");
      expect(ready).toEqual({ type: "report", id, status: "completed" });
      const statuses = ownerStream.events.flatMap((event) => (event.type === "report" && event.id === id ? [event.status] : []));
      expect(statuses).toEqual(["pending", "generating", "completed"]);
      // The other user's stream is open and live, and heard nothing of it.
      expect(otherStream.events).toEqual([{ type: "ready" }]);
    } finally {
      ownerStream.close();
      otherStream.close();
    }
  });

  it("tells a user an admin changed their request, and vendor import progress to admins only", async () => {
    const user = await subscriber();
    const admin = await createUser(env.ctx, { role: "admin" });
    const adminHeaders = bearer(await accessTokenFor(env.ctx, admin));
    const userStream = await openStream(user.headers);
    const adminStream = await openStream(adminHeaders);
    try {
      const request = await env.ctx.db
        .insertInto("campaign_requests")
        .values({
          workspace_id: workspaceIdOf(user.user),
          user_id: user.user.id,
          title: "Launch",
          description: "A launch",
          category: "food",
          budget: 5000,
          influencer_count: 3,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await env.ctx.db.updateTable("campaign_requests").set({ status: "in_progress" }).where("id", "=", request.id).execute();
      await userStream.waitFor((event) => event.type === "request" && event.id === request.id && event.status === "in_progress");

      const vendorImport = await env.ctx.db
        .insertInto("source_imports")
        .values({
          source: "modash",
          platform: "instagram",
          filters: "{}",
          pages_requested: 2,
          total_pages: null,
          error: null,
          created_by: null,
          finished_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await env.ctx.db.updateTable("source_imports").set({ status: "running", pages_done: 1 }).where("id", "=", vendorImport.id).execute();
      const progress = await adminStream.waitFor((event) => event.type === "vendor_import" && event.pages_done === 1);
      expect(progress).toMatchObject({ type: "vendor_import", id: vendorImport.id, status: "running" });
      expect(userStream.events.some((event) => event.type === "vendor_import")).toBe(false);
      expect(adminStream.events.some((event) => event.type === "request")).toBe(false);
    } finally {
      userStream.close();
      adminStream.close();
    }
  });

  it("refuses a stream without a valid token", async () => {
    expect((await fetch(`${baseUrl}/api/events/`)).status).toBe(401);
    expect((await fetch(`${baseUrl}/api/events/`, { headers: { authorization: "Bearer nope" } })).status).toBe(401);
  });

  it("opens with a short-lived ticket (EventSource), which an access token cannot replace and a logout ends", async () => {
    const owner = await subscriber();
    const issued = await fetch(`${baseUrl}/api/events/ticket/`, { method: "POST", headers: owner.headers });
    expect(issued.status).toBe(200);
    const { ticket, expires_in } = (await issued.json()) as { ticket: string; expires_in: number };
    expect(expires_in).toBe(60);
    expect(ticket.length).toBeGreaterThan(20);

    const abort = new AbortController();
    const stream = await fetch(`${baseUrl}/api/events/?ticket=${encodeURIComponent(ticket)}`, { signal: abort.signal });
    expect(stream.status).toBe(200);
    abort.abort();

    // Neither an access token in the query nor a ticket as a bearer token works.
    const access = owner.headers.authorization.replace("Bearer ", "");
    expect((await fetch(`${baseUrl}/api/events/?ticket=${encodeURIComponent(access)}`)).status).toBe(401);
    expect((await fetch(`${baseUrl}/api/reports/`, { headers: { authorization: `Bearer ${ticket}` } })).status).toBe(401);
    expect((await fetch(`${baseUrl}/api/events/?ticket=forged`)).status).toBe(401);
    expect((await fetch(`${baseUrl}/api/events/ticket/`, { method: "POST" })).status).toBe(401);

    // After a logout the session's tickets open nothing.
    const sessionId = (await env.ctx.tokens.verifyAccess(access))?.sessionId ?? "";
    await env.ctx.tokens.revocations.revoke(env.ctx.db, { sessionId, userId: owner.user.id, reason: "logout" });
    expect((await fetch(`${baseUrl}/api/events/?ticket=${encodeURIComponent(ticket)}`)).status).toBe(401);
  });
});

describe("GET /api/events/ in a workspace", () => {
  const CAMPAIGN = { title: "Launch", description: "A launch campaign", budget: 1000, influencer_count: 2, category: "food" };
  const createRequest = async (headers: Record<string, string>) => {
    const response = await fetch(`${baseUrl}/api/campaign-requests/`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(CAMPAIGN),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const isRequest = (id: number) => (event: TServerEvent) => event.type === "request" && event.id === id;

  it("tells every member of the workspace what another member did, and no other workspace", async () => {
    const { owner, member, outsider } = await twoWorkspaces(env.ctx);
    const [memberStream, outsiderStream] = await Promise.all([openStream(member.headers), openStream(outsider.headers)]);
    try {
      const id = await createRequest(owner.headers);
      expect(await memberStream.waitFor(isRequest(id))).toEqual({ type: "request", kind: "campaign", id, status: "pending" });
      const own = await createRequest(outsider.headers);
      await outsiderStream.waitFor(isRequest(own));
      expect(outsiderStream.events.some(isRequest(id))).toBe(false);
      expect(memberStream.events.some(isRequest(own))).toBe(false);
    } finally {
      memberStream.close();
      outsiderStream.close();
    }
  });

  it("stops a removed member's open stream hearing the team within a second, and says ready so they read again", async () => {
    const { owner, member } = await twoWorkspaces(env.ctx);
    const [ownerStream, memberStream] = await Promise.all([openStream(owner.headers), openStream(member.headers)]);
    try {
      const before = await createRequest(owner.headers);
      await memberStream.waitFor(isRequest(before));

      const started = Date.now();
      const removal = await fetch(`${baseUrl}/api/workspaces/current/members/${member.user.id}/`, {
        method: "DELETE",
        headers: owner.headers,
      });
      expect(removal.status).toBeLessThan(300);
      // The membership notification re-scopes the stream: a second 'ready' (the first came on opening).
      await memberStream.waitFor(
        (event) => event.type === "ready" && memberStream.events.filter((seen) => seen.type === "ready").length >= 2,
        1_000,
      );
      expect(Date.now() - started).toBeLessThan(1_000);

      const after = await createRequest(owner.headers);
      await ownerStream.waitFor(isRequest(after));
      // Both streams listen to the same notification: give the member's a moment it would have needed.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(memberStream.events.some(isRequest(after))).toBe(false);
      // Their next request sees their own workspace, not the team's.
      const listed = await fetch(`${baseUrl}/api/campaign-requests/`, { headers: member.headers });
      expect(await listed.json()).toEqual([]);
    } finally {
      ownerStream.close();
      memberStream.close();
    }
  });

  it("follows a switch to another workspace: the old one's events stop, the new one's arrive", async () => {
    const { owner, member, workspaceA } = await twoWorkspaces(env.ctx);
    const memberStream = await openStream(member.headers);
    try {
      // The member switches back to their own workspace (as the top bar does) and the stream follows.
      const personal = await env.ctx.db
        .selectFrom("workspace_members")
        .select("workspace_id")
        .where("user_id", "=", member.user.id)
        .where("workspace_id", "<>", workspaceA)
        .executeTakeFirstOrThrow();
      await env.ctx.db.updateTable("users").set({ current_workspace_id: personal.workspace_id }).where("id", "=", member.user.id).execute();
      await memberStream.waitFor(
        (event) => event.type === "ready" && memberStream.events.filter((seen) => seen.type === "ready").length >= 2,
        1_000,
      );
      const teams = await createRequest(owner.headers);
      const own = await createRequest(member.headers);
      await memberStream.waitFor(isRequest(own));
      expect(memberStream.events.some(isRequest(teams))).toBe(false);
    } finally {
      memberStream.close();
    }
  });
});
