import type { SwaggerTransformObject } from "@fastify/swagger";
import type { FastifySchema } from "fastify";

/**
 * What makes the served OpenAPI document a contract other tools accept (decision 0059): schemas
 * written the way OpenAPI 3.0 reads them, and an `operationId` and a `summary` on every operation.
 * Applied once in the swagger registration rather than in ~80 route declarations.
 */

type JsonObject = Record<string, unknown>;
/** What @fastify/swagger expects back from a route's `transform`. */
type TransformResult = { schema: FastifySchema; url: string };

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** The OpenAPI 3.0 way to say "or null" for a branch that has no `type` of its own (a `$ref`, a union). */
const NULL_ONLY: JsonObject = { type: "string", nullable: true, enum: [null] };

/**
 * A copy of a typed schema that also accepts null. OpenAPI 3.0.3 ignores `nullable` without a
 * `type`, and an `enum` must list null itself for null to pass.
 */
function withNull(schema: JsonObject): JsonObject {
  const result: JsonObject = { ...schema, nullable: true };
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) result.enum = [...schema.enum, null];
  return result;
}

/**
 * Rewrites, in one schema object (not its children), the two forms zod's `openapi-3.0` target
 * emits that OpenAPI 3.0 does not define:
 * - `nullable: true` beside `anyOf`/`oneOf`/`allOf` and no `type`: each typed branch becomes
 *   nullable itself, and a null-only branch stands in for the others;
 * - a record with enum keys (`z.record(z.enum([...]), V)`): zod drops `propertyNames` for 3.0 but
 *   keeps `required` naming the keys, which then name no property. The keys become properties of
 *   the value's schema, and no other key is allowed, which is what zod accepts.
 */
function normaliseNode(node: JsonObject): JsonObject {
  let result = node;
  if (result.nullable === true && result.type === undefined && result.$ref === undefined) {
    const { nullable: _dropped, ...rest } = result;
    const branchesKey = Array.isArray(rest.anyOf) ? "anyOf" : Array.isArray(rest.oneOf) ? "oneOf" : undefined;
    const branchesValue = branchesKey ? rest[branchesKey] : undefined;
    if (branchesKey && Array.isArray(branchesValue)) {
      const branches = branchesValue.filter(isObject);
      const untyped = branches.some((branch) => branch.type === undefined || branch.$ref !== undefined);
      const typed = branches.map((branch) => (branch.type !== undefined && branch.$ref === undefined ? withNull(branch) : branch));
      result = { ...rest, [branchesKey]: untyped ? [...typed, NULL_ONLY] : typed };
    } else if (Array.isArray(rest.allOf)) {
      const { allOf, ...annotations } = rest;
      result = { ...annotations, anyOf: [{ allOf }, NULL_ONLY] };
    } else {
      // No type and no branches: the schema accepts anything, null included.
      result = rest;
    }
  } else if (result.nullable === true && Array.isArray(result.enum) && !result.enum.includes(null)) {
    result = withNull(result);
  }
  const { required, properties, additionalProperties } = result;
  if (Array.isArray(required) && properties === undefined && isObject(additionalProperties)) {
    const keys = required.filter((key): key is string => typeof key === "string");
    result = {
      ...result,
      properties: Object.fromEntries(keys.map((key) => [key, additionalProperties])),
      additionalProperties: false,
    };
  }
  return result;
}

const SCHEMA_MAP_KEYWORDS = ["properties"] as const;
const SCHEMA_KEYWORDS = ["items", "additionalProperties", "not"] as const;
const SCHEMA_LIST_KEYWORDS = ["anyOf", "oneOf", "allOf"] as const;

/** A JSON schema with every nested schema normalised for OpenAPI 3.0 (a new object; the input is kept). */
export function toOpenApi30Schema(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const result: JsonObject = { ...schema };
  for (const keyword of SCHEMA_MAP_KEYWORDS) {
    const map = result[keyword];
    if (isObject(map)) result[keyword] = Object.fromEntries(Object.entries(map).map(([name, child]) => [name, toOpenApi30Schema(child)]));
  }
  for (const keyword of SCHEMA_KEYWORDS) {
    if (isObject(result[keyword])) result[keyword] = toOpenApi30Schema(result[keyword]);
  }
  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    const list = result[keyword];
    if (Array.isArray(list)) result[keyword] = list.map(toOpenApi30Schema);
  }
  return normaliseNode(result);
}

/** A route's answers: each status holds a schema, or `{ description, content: { type: { schema } } }`. */
function toOpenApi30Responses(response: unknown): unknown {
  if (!isObject(response)) return response;
  return Object.fromEntries(
    Object.entries(response).map(([status, answer]) => {
      if (!isObject(answer) || !isObject(answer.content)) return [status, toOpenApi30Schema(answer)];
      const content = Object.fromEntries(
        Object.entries(answer.content).map(([type, media]) => [
          type,
          isObject(media) ? { ...media, schema: toOpenApi30Schema(media.schema) } : media,
        ]),
      );
      return [status, { ...answer, content }];
    }),
  );
}

/**
 * Wraps the zod → JSON Schema transform so that the schemas it emits are OpenAPI 3.0 schemas. Done
 * on its output rather than through zod's `override` hook: setting that hook replaces the type
 * provider's own override (its null-union collapse, dates as date-time), which it does not export.
 */
export function withOpenApi30Schemas<I>(transform: (input: I) => TransformResult): (input: I) => TransformResult {
  return (input) => {
    const output = transform(input);
    const { schema } = output;
    if (!schema) return output;
    const normalised: FastifySchema = { ...schema };
    for (const part of ["body", "querystring", "params", "headers"] as const) {
      if (schema[part] !== undefined) normalised[part] = toOpenApi30Schema(schema[part]);
    }
    if (schema.response !== undefined) normalised.response = toOpenApi30Responses(schema.response);
    return { ...output, schema: normalised };
  };
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/**
 * `GET /api/lists/{id}/members/` → `getListsByIdMembers`: the method, then the path's words without
 * the common `/api` prefix, a path parameter as `By<Name>`. Stable as long as the route is.
 */
export function operationIdFor(method: string, path: string): string {
  const segments = path.split("/").filter(Boolean);
  if (segments[0] === "api") segments.shift();
  const words = [method.toLowerCase()];
  for (const segment of segments) {
    const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
    if (parameter !== undefined) words.push("by");
    words.push(...(parameter ?? segment).split(/[^A-Za-z0-9]+/).filter(Boolean));
  }
  return words.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join("");
}

const SUMMARY_MAX = 100;

/** A description's first sentence without its asides, short enough for a summary; undefined without one. */
export function summaryFromDescription(description: string | undefined): string | undefined {
  const first = description
    ?.trim()
    .split(/(?<=[.!?])\s/)[0]
    ?.replace(/\s*\([^()]*\)/g, "")
    .replace(/[.:;,]\s*$/, "");
  if (!first) return undefined;
  if (first.length <= SUMMARY_MAX) return first;
  const cut = first.slice(0, SUMMARY_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}…`;
}

/**
 * Gives every operation an `operationId` and a `summary` where its route set none: the id from the
 * method and path (made unique if two paths spell the same words), the summary from the table, else
 * the description's first sentence, else the method and path.
 */
export function nameOperations(summaries: Readonly<Record<string, string>>): SwaggerTransformObject {
  return (input) => {
    if (!("openapiObject" in input)) return input.swaggerObject;
    const document = input.openapiObject;
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item?.[method];
        return operation ? [{ path, method, operation }] : [];
      }),
    );
    const taken = new Set(operations.flatMap(({ operation }) => (operation.operationId ? [operation.operationId] : [])));
    for (const { path, method, operation } of operations) {
      const key = `${method.toUpperCase()} ${path}`;
      if (!operation.operationId) {
        const base = operationIdFor(method, path);
        let id = base;
        for (let n = 2; taken.has(id); n += 1) id = `${base}${n}`;
        taken.add(id);
        operation.operationId = id;
      }
      operation.summary ||= summaries[key] ?? summaryFromDescription(operation.description) ?? key;
    }
    return document;
  };
}
