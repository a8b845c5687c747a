import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, createUser, type TestEnv, workspaceIdOf } from "../../../test/helpers.ts";
import { down, up } from "../../core/db/migrations/0015-comparison-team-answer.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const URLS = ["https://www.instagram.com/a/", "https://x.com/b"];

describe("migration 0015: the team's answer in its own column", () => {
  it("copies what an admin last saved as the description into team_answer and keeps the description", async () => {
    const owner = await createUser(env.ctx);
    const admin = await createUser(env.ctx, { role: "admin" });
    // Migrations are written against no schema at all (they run before any table exists).
    const untyped = env.ctx.db as unknown as Kysely<unknown>;
    await down(untyped);
    const insert = (values: { description: string | null; handled_by: number | null }) =>
      env.ctx.db
        .insertInto("comparison_requests")
        .values({ workspace_id: workspaceIdOf(owner), user_id: owner.id, profile_urls: URLS, ...values })
        .returning("id")
        .executeTakeFirstOrThrow();
    const answered = await insert({ description: "The team's comparison so far", handled_by: admin.id });
    const untouched = await insert({ description: "My own question", handled_by: null });
    const silent = await insert({ description: null, handled_by: admin.id });
    await up(untyped);

    const rows = await env.ctx.db.selectFrom("comparison_requests").select(["id", "description", "team_answer"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: answered.id, description: "The team's comparison so far", team_answer: "The team's comparison so far" },
      { id: untouched.id, description: "My own question", team_answer: null },
      { id: silent.id, description: null, team_answer: null },
    ]);
  });
});

describe("the OpenAPI document of the request routes", () => {
  it("shows both PUT bodies, the owner's edit and the admin's answer, with their fields", async () => {
    const document = (await env.app.inject({ url: "/api/docs/json" })).json();
    for (const [path, edit, answer] of [
      ["/api/campaign-requests/{id}/", "title", "cost_estimate"],
      ["/api/comparison-requests/{id}/", "profile_urls", "team_answer"],
    ] as const) {
      const body = document.paths[path].put.requestBody.content["application/json"].schema;
      const shown = JSON.stringify(body);
      expect(shown, path).toContain(`"${edit}"`);
      expect(shown, path).toContain(`"${answer}"`);
      expect(shown, path).toContain('"required":["status"]');
    }
    const item = JSON.stringify(document.paths["/api/comparison-requests/"].get.responses["200"]);
    expect(item).toContain('"team_answer"');
  });
});
