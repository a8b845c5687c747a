import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import SwaggerParser from "@apidevtools/swagger-parser";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATION_SUMMARIES } from "../src/core/http/openapi-summaries.ts";
import { createTestEnv, type TestEnv } from "./helpers.ts";

/**
 * The served OpenAPI document as an agency's developer uses it (decision 0059): a standard validator
 * accepts it, every operation is named and summarised, and a typed client generated from it
 * type-checks against real calls.
 */

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

let env: TestEnv;
let dir: string;
/** The document as served, and the file a developer would save it to. */
let text: string;
let document: JsonObject;
let documentFile: string;

beforeAll(async () => {
  env = await createTestEnv();
  dir = await mkdtemp(path.join(os.tmpdir(), "radar-openapi-"));
  const response = await env.app.inject({ url: "/api/docs/json" });
  expect(response.statusCode).toBe(200);
  text = response.body;
  const parsed: unknown = JSON.parse(text);
  if (!isObject(parsed)) throw new Error("the document is not a JSON object");
  document = parsed;
  documentFile = path.join(dir, "openapi.json");
  await writeFile(documentFile, text);
}, 60_000);

afterAll(async () => {
  await env?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function operationsOf(doc: JsonObject): { key: string; operation: JsonObject }[] {
  const paths = isObject(doc.paths) ? doc.paths : {};
  return Object.entries(paths).flatMap(([route, item]) =>
    METHODS.flatMap((method) => {
      const operation = isObject(item) ? item[method] : undefined;
      return isObject(operation) ? [{ key: `${method.toUpperCase()} ${route}`, operation }] : [];
    }),
  );
}

/** Every schema object in the document, with where it sits, found by walking every value. */
function schemaObjects(value: unknown, at: string, found: { at: string; node: JsonObject }[] = []): { at: string; node: JsonObject }[] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) schemaObjects(item, `${at}/${index}`, found);
  } else if (isObject(value)) {
    found.push({ at, node: value });
    for (const [key, child] of Object.entries(value)) schemaObjects(child, `${at}/${key}`, found);
  }
  return found;
}

describe("GET /api/docs/json as a contract", () => {
  it("validates with @apidevtools/swagger-parser", async () => {
    await expect(SwaggerParser.validate(documentFile)).resolves.toBeDefined();
  });

  it("names and summarises every operation, with unique camelCase ids", () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(80);
    const unnamed = operations.filter(({ operation }) => typeof operation.operationId !== "string" || operation.operationId === "");
    const unsummarised = operations.filter(({ operation }) => typeof operation.summary !== "string" || operation.summary.trim() === "");
    expect(unnamed.map(({ key }) => key)).toEqual([]);
    expect(unsummarised.map(({ key }) => key)).toEqual([]);
    const ids = operations.map(({ operation }) => String(operation.operationId));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    // Derived from method and path, so a client's method names survive a restart and a redeploy.
    const byKey = new Map(operations.map(({ key, operation }) => [key, operation]));
    expect(byKey.get("POST /api/search/")?.operationId).toBe("postSearch");
    expect(byKey.get("GET /api/subscriptions/current/")?.operationId).toBe("getSubscriptionsCurrent");
    expect(byKey.get("PATCH /api/lists/{id}/members/{influencer_id}/")?.operationId).toBe("patchListsByIdMembersByInfluencerId");
    // A route that names its own operation keeps its name and summary.
    expect(byKey.get("POST /api/search/market/")?.operationId).toBe("searchMarket");
    expect(byKey.get("POST /api/search/market/")?.summary).toMatch(/^Search the market/);
    expect(byKey.get("GET /api/lists/")?.summary).toBe(OPERATION_SUMMARIES["GET /api/lists/"]);
  });

  it("has no summary in the table for an operation that does not exist", () => {
    const keys = new Set(operationsOf(document).map(({ key }) => key));
    expect(Object.keys(OPERATION_SUMMARIES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("writes schemas the way OpenAPI 3.0 reads them: nullable with a type, required properties defined", () => {
    const nodes = schemaObjects(document.paths, "#/paths");
    const untypedNullable = nodes.filter(({ node }) => node.nullable === true && node.type === undefined).map(({ at }) => at);
    const undefinedRequired = nodes.flatMap(({ at, node }) => {
      if (!Array.isArray(node.required)) return [];
      const properties = isObject(node.properties) ? node.properties : {};
      return node.required.filter((name) => typeof name === "string" && !(name in properties)).map((name) => `${at} ${name}`);
    });
    const nullableEnumsWithoutNull = nodes
      .filter(({ node }) => node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null))
      .map(({ at }) => at);
    expect(untypedNullable).toEqual([]);
    expect(undefinedRequired).toEqual([]);
    expect(nullableEnumsWithoutNull).toEqual([]);
    // The admin table helper's reserved query parameters are listed by name, each with a schema object.
    const paths = isObject(document.paths) ? document.paths : {};
    const tableItem = paths["/api/admin/tables/{resource}/"];
    const tableGet = isObject(tableItem) && isObject(tableItem.get) ? tableItem.get : {};
    const parameters = Array.isArray(tableGet.parameters) ? tableGet.parameters.filter(isObject) : [];
    expect(parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name)).toEqual([
      "ordering",
      "offset",
      "limit",
      "select",
    ]);
    expect(parameters.every((parameter) => isObject(parameter.schema))).toBe(true);
  });

  it("generates TypeScript types with openapi-typescript that type-check a typed client's calls", async () => {
    // The JSON text as served: openapi-typescript reads a string as the document itself.
    await writeFile(path.join(dir, "api.d.ts"), astToString(await openapiTS(text)));
    await writeFile(path.join(dir, "client.ts"), CLIENT);
    const program = ts.createProgram([path.join(dir, "client.ts")], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts"],
      types: [],
      // The generated declarations are checked too; only TypeScript's own library is taken on trust.
      skipDefaultLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map(
        (diagnostic) =>
          `${path.basename(diagnostic.file?.fileName ?? "")}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`,
      );
    expect(problems).toEqual([]);
  }, 30_000);
});

/**
 * A client an agency would write over the generated `paths`: one typed `call`, used for a search
 * and for the current subscription. The `@ts-expect-error` lines prove the types have teeth: were
 * a body or an answer typed loosely (`unknown`, `any`, a missing path), the line would compile and
 * the unused directive would fail the check.
 */
const CLIENT = `import type { paths } from "./api";

type Method = "get" | "put" | "post" | "patch" | "delete";
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonBody<O> = O extends { requestBody: { content: { "application/json": infer B } } } ? B : never;
type JsonAnswer<O> = O extends { responses: { 200: { content: { "application/json": infer A } } } } ? A : never;
type BodyArgument<O> = [JsonBody<O>] extends [never] ? [] : [JsonBody<O>];

declare function call<P extends keyof paths, M extends Method>(
  method: M,
  path: P,
  ...body: BodyArgument<Operation<P, M>>
): Promise<JsonAnswer<Operation<P, M>>>;

type SearchBody = JsonBody<Operation<"/api/search/", "post">>;
type CurrentSubscription = JsonAnswer<Operation<"/api/subscriptions/current/", "get">>;

export const search: SearchBody = {
  social_network: "youtube",
  page: 1,
  search: "coffee",
  subscribers_count: { from: 10000, to: null },
  account_type: ["creator", "brand"],
  similar: null,
};

export async function firstPageAndCredits(): Promise<{ usernames: string[]; pages: number; credits: number; plan: string }> {
  const page = await call("post", "/api/search/", search);
  const subscription: CurrentSubscription = await call("get", "/api/subscriptions/current/");
  const level: "basic" | "growth" | "professional" = subscription.plan.level;
  return {
    usernames: page.results.search_results.map((result) => result.basic.username),
    pages: page.results.total_pages,
    credits: subscription.credits_remaining,
    plan: level,
  };
}

// @ts-expect-error social_network is one of the platforms
export const wrongPlatform: SearchBody = { social_network: "myspace" };
// @ts-expect-error the body's fields have their types
export const wrongPage: SearchBody = { page: "first" };
// @ts-expect-error a GET takes no body
export const getWithBody = () => call("get", "/api/subscriptions/current/", {});
// @ts-expect-error the answer has no such field
export const noSuchField = (subscription: CurrentSubscription) => subscription.no_such_field;
// @ts-expect-error an answer's field has its type
export const creditsAsText = (subscription: CurrentSubscription): string => subscription.credits_remaining;
// @ts-expect-error the API has no such path
export const noSuchPath = () => call("get", "/api/no-such-path/");
`;
