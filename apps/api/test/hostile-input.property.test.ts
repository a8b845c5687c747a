import { REQUEST_MSG } from "@radar/contract/requests";
import { Ajv } from "ajv";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { EventHub } from "../src/core/events/event-hub.ts";
import { INVALID_INPUT } from "../src/core/http/problem.ts";
import { JobQueue } from "../src/core/jobs/job-queue.ts";
import { createPaymentTestEnv, createSubscription, type PaymentTestEnv } from "./billing-factories.ts";
import { createBooking } from "./fixtures/admin.ts";
import { indexAccount } from "./fixtures/indexed-accounts.ts";
import { accessTokenFor, bearer, createUser, workspaceIdOf } from "./helpers.ts";
import { type HostileRequest, hostileCatalogue, hostileRequests } from "./hostile/hostile-requests.ts";
import { documentedSchema, type OpenApiDocument, type Operation, operationsOf, sampleOf } from "./hostile/openapi-operations.ts";

/**
 * Issue 18, item 3: every route of the OpenAPI document, sent hostile input — NUL characters, numbers
 * beyond 32 bits, decimals where integers go, malformed JSON, `__proto__`, NaN, wrong content types,
 * multipart without a boundary — with and without a token. Whatever comes in: never a 5xx; an
 * anonymous caller of a protected route gets 401 before any validation detail; a NUL is never
 * accepted; and every answer has the shape the document gives for its status.
 */

const RUNS_WITH_TOKEN = Number(process.env.HOSTILE_RUNS ?? 30);
const RUNS_ANONYMOUS = Math.ceil(RUNS_WITH_TOKEN / 3);

let env: PaymentTestEnv;
let jobs: JobQueue | undefined;
let operations: Operation[];
let userHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;
/** A user of another workspace than the one every id below belongs to. */
let outsiderHeaders: Record<string, string>;
const ids: Record<string, string> = {};
const ajv = new Ajv({ strict: false, allErrors: true });

beforeAll(async () => {
  env = await createPaymentTestEnv();
  // As in production, a job queue (no workers): report generation and vendor imports answer, not 503.
  const { rows } = await sql<{ db: string }>`SELECT current_database() AS db`.execute(env.ctx.db);
  jobs = await JobQueue.start(`${inject("pgServerUrl")}/${rows[0]?.db}`, env.ctx.logger);
  env.ctx.jobs = jobs;
  // As in production, the live-updates hub: its ticket route answers, not 503.
  env.ctx.events = new EventHub(`${inject("pgServerUrl")}/${rows[0]?.db}`, env.ctx.logger, "hostile-test-secret-0123456789abcdef");
  const user = await createUser(env.ctx);
  const admin = await createUser(env.ctx, { role: "admin" });
  await createSubscription(env.ctx, user.id);
  userHeaders = bearer(await accessTokenFor(env.ctx, user));
  adminHeaders = bearer(await accessTokenFor(env.ctx, admin));
  const outsider = await createUser(env.ctx);
  await createSubscription(env.ctx, outsider.id);
  outsiderHeaders = bearer(await accessTokenFor(env.ctx, outsider));
  // Rows for the routes that take an id, so that hostile variants also meet real records.
  const campaign = await env.app.inject({
    method: "POST",
    url: "/api/campaign-requests/",
    headers: userHeaders,
    payload: { title: "Launch", description: "A launch campaign", budget: 1000, influencer_count: 2, category: "food", duration: "1month" },
  });
  ids.id = String((campaign.json() as { id?: number }).id ?? 1);
  const comparison = await env.app.inject({
    method: "POST",
    url: "/api/comparison-requests/",
    headers: userHeaders,
    payload: { profile_urls: ["https://www.instagram.com/a/", "https://x.com/b"] },
  });
  expect(comparison.statusCode, comparison.body).toBe(201);
  await createBooking(env.ctx, user.id);
  ids.resource = "bookings";
  // A shortlist with one member and a share link (its id is the campaign request's: both are the first rows).
  ids.influencer_id = await indexAccount(env.ctx, { platform: "instagram", username: "hostile.member" });
  await env.app.inject({ method: "POST", url: "/api/lists/", headers: userHeaders, payload: { name: "Hostile" } });
  await env.app.inject({
    method: "POST",
    url: `/api/lists/${ids.id}/members/`,
    headers: userHeaders,
    payload: { influencer_ids: [ids.influencer_id] },
  });
  const share = await env.app.inject({ method: "POST", url: `/api/lists/${ids.id}/share/`, headers: userHeaders, payload: {} });
  expect(share.statusCode, share.body).toBe(200);
  ids.token = (share.json() as { token: string }).token;
  // The first profile, saved search and report of the user's workspace too, so that id 1 is a real row everywhere.
  const owned = { workspace_id: workspaceIdOf(user), user_id: user.id };
  await env.ctx.db
    .insertInto("social_profiles")
    .values({
      ...owned,
      influencer_id: ids.influencer_id,
      platform: "instagram",
      username: "hostile.member",
      profile_url: "https://www.instagram.com/hostile.member/",
      targeted_category: "General",
      category_id: 1,
      age_groups: [],
      snapshot_name: "Hostile",
      snapshot_followers: 10_000,
      snapshot_er_bp: 100,
    })
    .execute();
  await env.ctx.db
    .insertInto("saved_searches")
    .values({ ...owned, name: "Hostile", filters: "{}", filters_hash: "hostile", social_network: "instagram" })
    .execute();
  await env.ctx.db
    .insertInto("reports")
    .values({
      ...owned,
      influencer_id: ids.influencer_id,
      platform: "instagram",
      username: "hostile.member",
      report_type: "pdf",
      template: "standard",
      language: "en",
      cost: 0,
    })
    .execute();
  ids.format = "pdf";
  const document = (await env.app.inject({ url: "/api/docs/json" })).json() as OpenApiDocument;
  // The event stream is no request and answer (it stays open): events.test.ts holds it to its rules.
  operations = operationsOf(document).filter(
    (operation) => operation.path.startsWith("/api/") && !(operation.method === "GET" && operation.path === "/api/events/"),
  );
}, 60_000);

afterAll(async () => {
  await jobs?.stop();
  await env?.close();
  await env?.ctx.events?.close();
});

function send(request: HostileRequest, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return env.app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: { ...request.headers, ...headers },
    payload: request.payload,
  });
}

function describeFailure(operation: Operation, request: HostileRequest, response: LightMyRequestResponse, why: string): string {
  const payload = request.payload && request.payload.length > 200 ? `${request.payload.slice(0, 200)}…` : request.payload;
  return `${why}\n${operation.method} ${request.url} ${JSON.stringify(request.headers)} ${JSON.stringify(payload)}\n→ ${response.statusCode} ${response.body.slice(0, 400)}`;
}

/** The answer's body against the schema the OpenAPI document gives for its status. */
function expectDocumentedShape(operation: Operation, request: HostileRequest, response: LightMyRequestResponse): void {
  if (response.statusCode < 400) return;
  expect(response.headers["content-type"], describeFailure(operation, request, response, "not JSON")).toMatch(/^application\/json/);
  const schema = documentedSchema(operation, response.statusCode);
  expect(schema, describeFailure(operation, request, response, "status not documented")).toBeDefined();
  // Validation refuses hostile input, with the field's name; the database's refusal is only the net beneath.
  expect(response.body, describeFailure(operation, request, response, "refused by the database, not by validation")).not.toContain(
    INVALID_INPUT,
  );
  const validate = ajv.compile(schema as object);
  const valid = validate(response.json());
  expect(valid, describeFailure(operation, request, response, `not the documented shape: ${ajv.errorsText(validate.errors)}`)).toBe(true);
}

/** Runs a property; a failure is kept (with its seed, to replay it) and the next route is tried. */
async function failuresOf(property: fc.IAsyncProperty<[HostileRequest]>, numRuns: number): Promise<string[]> {
  const seed = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);
  const details = await fc.check(property, { numRuns, seed });
  if (!details.failed) return [];
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return [`${error.split("\n").slice(0, 3).join("\n")}\n(seed ${seed})`];
}

/** The routes that name one of a workspace's resources by its id. */
const WORKSPACE_RESOURCE =
  /^\/api\/(social_profiles|campaign-requests|comparison-requests|meetings|lists|saved-searches|reports|invoices|subscriptions)\/.*\{/;

describe("the workspace walk: another workspace's ids", () => {
  it("answers a user of another workspace 404 on every route that names one of the workspace's resources", async () => {
    const named = operations.filter((operation) => operation.protected && WORKSPACE_RESOURCE.test(operation.path));
    expect(named.length).toBeGreaterThan(20);
    const failures: string[] = [];
    const missing: string[] = [];
    for (const operation of named) {
      // Required-looking query parameters (an export's format) get their sample value, so the row is what decides.
      const query = operation.queryParams
        .map(({ name, schema }) => [name, sampleOf(schema)] as const)
        .filter(([, value]) => typeof value === "string" || typeof value === "number")
        .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
      const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => ids[name] ?? "1");
      const url = query.length > 0 ? `${path}?${query.join("&")}` : path;
      const hasBody = ["POST", "PUT", "PATCH"].includes(operation.method) && operation.body !== null;
      const response = await env.app.inject({
        method: operation.method as "GET",
        url,
        headers: { ...outsiderHeaders, ...(hasBody ? { "content-type": "application/json" } : {}) },
        payload: hasBody ? JSON.stringify(sampleOf(operation.body ?? undefined) ?? {}) : undefined,
      });
      // A body the route refuses on its own tells nothing about the row: a 400, or the 403 that an admin's fields
      // get before any row is read. Anything else must be 404.
      const refusedBody =
        hasBody && (response.statusCode === 400 || (response.statusCode === 403 && response.json().detail === REQUEST_MSG.adminOnly));
      if (response.statusCode !== 404 && !refusedBody)
        failures.push(`${operation.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      // The ids are real: the workspace's own user reads each (all but a report file and an invoice, which do not exist).
      if (operation.method === "GET") {
        const own = await env.app.inject({ method: "GET", url, headers: userHeaders });
        if (own.statusCode === 404) missing.push(operation.path);
      }
    }
    expect(failures).toEqual([]);
    expect(missing.sort()).toEqual(["/api/invoices/{id}/{format}/", "/api/reports/download/{id}/"]);
  });
});

describe("hostile input on every route of the OpenAPI document", () => {
  it("covers the whole API", () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it("never answers 5xx, never accepts a NUL, and answers in the documented shape", async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const headers = operation.path.startsWith("/api/admin/") ? adminHeaders : userHeaders;
      const check = async (request: HostileRequest) => {
        const response = await send(request, operation.protected ? headers : {});
        expect(response.statusCode, describeFailure(operation, request, response, "5xx")).toBeLessThan(500);
        if (request.hasNul)
          expect(response.statusCode, describeFailure(operation, request, response, "NUL accepted")).toBeGreaterThanOrEqual(400);
        expectDocumentedShape(operation, request, response);
      };
      for (const request of hostileCatalogue(operation, ids)) {
        await check(request).catch((error: Error) => failures.push(error.message.split("\n").slice(0, 3).join("\n")));
      }
      failures.push(...(await failuresOf(fc.asyncProperty(hostileRequests(operation, ids), check), RUNS_WITH_TOKEN)));
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it("answers anonymous callers of protected routes 401 before looking at their input", async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.protected)) {
      const property = fc.asyncProperty(hostileRequests(operation, ids), async (request) => {
        const response = await send(request, {});
        expect(response.statusCode, describeFailure(operation, request, response, "not 401")).toBe(401);
        expect(response.json()).toEqual({ detail: "Authentication credentials were not provided." });
        expectDocumentedShape(operation, request, response);
      });
      failures.push(...(await failuresOf(property, RUNS_ANONYMOUS)));
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe("hostile cases of the API walk", () => {
  const inject = (
    method: string,
    url: string,
    payload?: string,
    headers: Record<string, string> = userHeaders,
    type = "application/json",
  ) =>
    env.app.inject({
      method: method as "POST",
      url,
      payload,
      headers: { ...headers, ...(payload !== undefined ? { "content-type": type } : {}) },
    });

  it("refuses a NUL character in text fields and query parameters with a 400 in the route's shape", async () => {
    const update = await inject(
      "PUT",
      "/api/user/profile/update/",
      JSON.stringify({ first_name: "Sa\u0000ra", last_name: "Haddad", username: "sara" }),
    );
    expect(update.statusCode).toBe(400);
    expect(update.json()).toEqual({ first_name: ["Text must not contain NUL characters."] });
    const search = await inject("POST", "/api/search/", JSON.stringify({ search: "sa\u0000ra" }));
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({
      error: "Text must not contain NUL characters.",
      detail: "Search failed: Text must not contain NUL characters.",
    });
    const checkout = await inject(
      "POST",
      "/api/payments/prepare_checkout/",
      JSON.stringify({ plan_id: 2, currency: "SAR", payment_method: "VISA", payment_type: "DB", customer_data: { city: "Riy\u0000adh" } }),
    );
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json()).toMatchObject({
      error: "Text must not contain NUL characters.",
      "customer_data.city": ["Text must not contain NUL characters."],
    });
    const outbox = await inject("GET", "/api/dev/outbox?to=a%00b");
    expect(outbox.statusCode).toBe(400);
    expect(outbox.json()).toEqual({ to: ["Text must not contain NUL characters."] });
  });

  it("answers malformed JSON, an empty body, __proto__ and NaN on profiles and meetings with a 400 in their shapes, and 401 without a token", async () => {
    for (const payload of ["{", "", '{"__proto__": {"x": 1}}', '{"meeting_date": NaN}']) {
      const profile = await inject("POST", "/api/social_profiles/add/", payload);
      expect(profile.statusCode).toBe(400);
      expect(profile.json()).toMatchObject({ success: false, error: expect.any(String), detail: expect.any(String) });
      const meeting = await inject("POST", "/api/meetings/create/", payload);
      expect(meeting.statusCode).toBe(400);
      expect(meeting.json()).toEqual({ detail: expect.any(String) });
      for (const url of ["/api/social_profiles/add/", "/api/meetings/create/"]) {
        const anonymous = await inject("POST", url, payload, {});
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toEqual({ detail: "Authentication credentials were not provided." });
      }
    }
  });

  it("refuses integers beyond 32 bits in ids and plan_id, and a decimal in an integer filter", async () => {
    expect((await inject("POST", "/api/subscriptions/", JSON.stringify({ plan_id: 2_147_483_648 }))).json()).toHaveProperty("plan_id");
    const cancel = await inject("POST", "/api/subscriptions/2147483648/cancel/");
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toHaveProperty("id");
    const views = await inject("POST", "/api/search/", JSON.stringify({ views_avg: { from: 1.5 } }));
    expect(views.statusCode).toBe(400);
    expect(views.json()).toEqual({ error: "views_avg must be a whole number", detail: "Search failed: views_avg must be a whole number" });
  });

  it("refuses an avatar upload without a multipart boundary", async () => {
    const upload = await inject("POST", "/api/user/avatar/upload/", "--x\r\n\r\nhi\r\n--x--\r\n", userHeaders, "multipart/form-data");
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toEqual({ error: "The upload could not be read. Please choose the image again." });
  });
});
