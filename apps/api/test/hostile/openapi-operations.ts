/** The operations of the OpenAPI document the API serves at /api/docs/json, as the hostile-input test needs them. */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  pattern?: string;
  default?: unknown;
  [key: string]: unknown;
};

export interface Operation {
  method: string;
  /** `/api/campaign-requests/{id}/` */
  path: string;
  protected: boolean;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
  /** Status ("400", "4XX", …) → the JSON schema of the documented body. */
  responses: Record<string, JsonSchema | undefined>;
}

type OpenApiOperation = {
  security?: unknown[];
  parameters?: { in: string; name: string; schema?: JsonSchema | string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        protected: (operation.security?.length ?? 0) > 0,
        pathParams: parameters.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name),
        queryParams: parameters
          .filter((parameter) => parameter.in === "query" && typeof parameter.schema === "object")
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema as JsonSchema })),
        body: operation.requestBody?.content?.["application/json"]?.schema ?? null,
        responses: Object.fromEntries(
          Object.entries(operation.responses ?? {}).map(([status, response]) => [status, response.content?.["application/json"]?.schema]),
        ),
      });
    }
  }
  return operations;
}

/** The documented body schema for an answer: its own status, else the status class (`4XX`). */
export function documentedSchema(operation: Operation, status: number): JsonSchema | undefined {
  return operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
}

/**
 * A plausible value for a schema: every property (optional ones too, so that mutations reach them),
 * the first enum member, the first alternative. Plausible, not always valid — refinements are not
 * modelled — which is fine for a test that only demands "never a 5xx".
 */
export function sampleOf(schema: JsonSchema | undefined, depth = 0, requiredOnly = false): unknown {
  if (!schema || depth > 6) return null;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return sampleOf(alternatives[0], depth + 1, requiredOnly);
  if (schema.allOf?.length) return sampleOf(schema.allOf[0], depth + 1, requiredOnly);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== "null") : schema.type;
  switch (type) {
    case "object": {
      const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      const keys = Object.entries(schema.properties ?? {}).filter(([key]) => !requiredOnly || required.has(key));
      return Object.fromEntries(keys.map(([key, value]) => [key, sampleOf(value, depth + 1, requiredOnly)]));
    }
    case "array":
      return [sampleOf(schema.items, depth + 1, requiredOnly)];
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    case "string":
      if (schema.format === "email") return "hostile@example.com";
      if (schema.format === "uri" || schema.format === "url") return "https://www.instagram.com/sara.alqahtani/";
      if (schema.format === "date") return "2035-01-07";
      if (schema.format === "date-time") return "2035-01-07T09:00:00.000Z";
      return "x".repeat(Math.max(3, schema.minLength ?? 3));
    default:
      return "x";
  }
}

/**
 * The operation's body with only its required fields, plus the top-level field that holds `path`
 * (taken from the full sample), with the value at `path` replaced: one hostile value in an
 * otherwise plausible body, so that it reaches as far into the service as it can.
 */
export function bodyWith(schema: JsonSchema | undefined, path: string[], replacement: unknown): unknown {
  const minimal = sampleOf(schema, 0, true);
  const full = sampleOf(schema);
  const [top] = path;
  if (top === undefined || !minimal || typeof minimal !== "object" || !full || typeof full !== "object")
    return replaceAt(full, path, replacement);
  const base = { ...(minimal as Record<string, unknown>), [top]: (full as Record<string, unknown>)[top] };
  return replaceAt(base, path, replacement);
}

/** Every path to a leaf (or a whole object / array) of a sample, e.g. ["subscribers_count", "from"]. */
export function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  const here = prefix.length > 0 ? [prefix] : [];
  if (value === null || typeof value !== "object") return here;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return [...here, ...entries.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

/** A deep copy of `value` with the value at `path` replaced. */
export function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return value.map((item, index) => (String(index) === head ? replaceAt(item, rest, replacement) : item));
  if (value && typeof value === "object")
    return { ...value, [head]: replaceAt((value as Record<string, unknown>)[head], rest, replacement) };
  return replacement;
}
