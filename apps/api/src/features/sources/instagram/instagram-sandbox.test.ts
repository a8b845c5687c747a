import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { credentialForms } from "../sandbox/sandbox-credential-log.ts";
import { sandboxPersona } from "../sandbox/sandbox-persona.ts";
import { SANDBOX_CREDENTIALS, SANDBOX_PATHS } from "../source-settings.ts";
import { appSecretProof } from "./instagram-client.ts";
import { FieldSyntaxError, parseFields } from "./instagram-sandbox-fields.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ SOURCES_SANDBOX: "true" });
});
afterAll(() => env.close());

const { accessToken, userId, appSecret } = SANDBOX_CREDENTIALS.instagram;
/** As our client asks: the token in the Authorization header, with its appsecret_proof. */
const graph = (fields: string, token: string = accessToken, id: string = userId) =>
  env.app.inject({
    url: `${SANDBOX_PATHS.instagram}/v25.0/${id}`,
    query: { fields, appsecret_proof: appSecretProof(token, appSecret) },
    headers: { authorization: `Bearer ${token}` },
  });

describe("the Graph fields expression", () => {
  it("reads names, modifiers and nested braces", () => {
    expect(parseFields("id,business_discovery.username(sara){followers_count,media.limit(5).after(QQ){id,like_count}}")).toEqual([
      { name: "id", modifiers: {}, children: null },
      {
        name: "business_discovery",
        modifiers: { username: "sara" },
        children: [
          { name: "followers_count", modifiers: {}, children: null },
          {
            name: "media",
            modifiers: { limit: "5", after: "QQ" },
            children: [
              { name: "id", modifiers: {}, children: null },
              { name: "like_count", modifiers: {}, children: null },
            ],
          },
        ],
      },
    ]);
  });

  it("refuses unbalanced or stray characters with the position", () => {
    for (const bad of ["id,", "media{id", "media.limit(5", "id}", "a..b"]) expect(() => parseFields(bad)).toThrow(FieldSyntaxError);
  });
});

describe("the Graph sandbox", () => {
  it("answers only the requested fields, with Meta's usage headers", async () => {
    const persona = sandboxPersona("instagram", "sara.alqahtani");
    const answer = await graph("business_discovery.username(sara.alqahtani){followers_count,media_count}");
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({
      business_discovery: {
        followers_count: persona.followers,
        media_count: persona.postsCount,
        id: expect.stringMatching(/^17841\d{12}$/),
      },
      id: userId,
    });
    expect(JSON.parse(answer.headers["x-app-usage"] as string)).toMatchObject({ call_count: 0 });
    expect(JSON.parse(answer.headers["x-business-use-case-usage"] as string)[userId][0]).toMatchObject({
      type: "instagram",
      estimated_time_to_regain_access: 0,
    });
  });

  it("pages the media edge with cursors", async () => {
    const fields = (after?: string) =>
      `business_discovery.username(chef.majed){media.limit(10)${after ? `.after(${after})` : ""}{id,timestamp}}`;
    const first = (await graph(fields())).json().business_discovery.media;
    expect(first.data).toHaveLength(10);
    expect(first.data[0].timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/);
    const second = (await graph(fields(first.paging.cursors.after))).json().business_discovery.media;
    expect(second.data).toHaveLength(10);
    expect(second.data[0].id).not.toBe(first.data[9].id);
    const third = (await graph(fields(second.paging.cursors.after))).json().business_discovery.media;
    expect(third.data).toHaveLength(sandboxPersona("instagram", "chef.majed").media.length - 20);
  });

  it("answers Graph's own errors: stories (#10), unknown fields (#100), syntax (#2500), bad token (#190)", async () => {
    const code = async (answer: Promise<{ statusCode: number; json(): { error: { code: number; type: string } } }>) => {
      const { statusCode, json } = await answer;
      return [statusCode, json().error.code, json().error.type];
    };
    expect(await code(graph("business_discovery.username(sara){stories}"))).toEqual([400, 10, "OAuthException"]);
    expect(await code(graph("business_discovery.username(sara){reach}"))).toEqual([400, 100, "OAuthException"]);
    expect(await code(graph("business_discovery.username(sara){id"))).toEqual([400, 2500, "OAuthException"]);
    expect(await code(graph("id", "wrong"))).toEqual([400, 190, "OAuthException"]);
    const unknown = (await graph("business_discovery.username(notfound){id}")).json().error;
    expect(unknown).toMatchObject({ code: 110, error_subcode: 2207013, message: "Invalid user id" });
  });

  it("takes the token as a Bearer header or access_token, as Graph does, and records which form came", async () => {
    const since = Date.now();
    const query = { fields: "id", appsecret_proof: appSecretProof(accessToken, appSecret) };
    const url = `${SANDBOX_PATHS.instagram}/v25.0/${userId}`;
    expect((await env.app.inject({ url, query, headers: { authorization: `Bearer ${accessToken}` } })).statusCode).toBe(200);
    expect((await env.app.inject({ url, query: { ...query, access_token: accessToken } })).statusCode).toBe(200);
    expect(credentialForms("instagram", since).map((use) => use.form)).toEqual(["header", "query"]);
    // No token, or a wrong one: Graph's 190, whatever the form.
    expect((await env.app.inject({ url, query })).json().error.code).toBe(190);
    expect((await env.app.inject({ url, query, headers: { authorization: "Bearer wrong" } })).json().error.code).toBe(190);
  });

  it("wants the token's appsecret_proof: missing or wrong is Graph's #100", async () => {
    const url = `${SANDBOX_PATHS.instagram}/v25.0/${userId}`;
    const headers = { authorization: `Bearer ${accessToken}` };
    const missing = (await env.app.inject({ url, query: { fields: "id" }, headers })).json().error;
    expect(missing).toMatchObject({ code: 100, message: expect.stringContaining("appsecret_proof") });
    const wrong = await env.app.inject({
      url,
      query: { fields: "id", appsecret_proof: appSecretProof(accessToken, "another-secret") },
      headers,
    });
    expect(wrong.json().error).toMatchObject({ code: 100, message: expect.stringContaining("Invalid appsecret_proof") });
  });
});
