import fc from "fast-check";
import { bodyWith, type Operation, pathsOf, replaceAt, sampleOf } from "./openapi-operations.ts";

/** One request the property test sends, and whether it carries a NUL character anywhere. */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  hasNul: boolean;
}

const NUL = "\u0000";

function deeplyNested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

/** Values that no field of ours can hold, or that sit just past a limit. */
const HOSTILE_VALUES: unknown[] = [
  `a${NUL}b`,
  NUL,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e308,
  1.5,
  -1,
  0,
  "2147483648",
  "1.5",
  "x".repeat(5_000),
  "",
  null,
  true,
  {},
  [],
  deeplyNested(200),
];
const hostileValues = fc.constantFrom(...HOSTILE_VALUES);

/** Path segments where ids go: out of range, not a number, a NUL. */
const HOSTILE_IDS = ["2147483648", "9223372036854775808", "-1", "0", "1.5", "1e3", "abc", "%00", "1%00", "%F0%9F%98%80"];
const hostileIds = fc.constantFrom(...HOSTILE_IDS);

const QUERY_VALUES = ["%00", "a%00b", "2147483648", "1.5", "-1", "99999999999999999999", "", "abc", "2035-13-45"];
const queryValues = fc.constantFrom(...QUERY_VALUES);

/** Bodies that are no JSON object at all, each with the content type it is sent with. */
const RAW_BODIES = [
  { type: "application/json", payload: "" },
  { type: "application/json", payload: "{" },
  { type: "application/json", payload: "NaN" },
  { type: "application/json", payload: '{"a": NaN}' },
  { type: "application/json", payload: '{"__proto__": {"polluted": true}}' },
  { type: "application/json", payload: '{"constructor": {"prototype": {"polluted": true}}}' },
  { type: "application/json", payload: "1e999" },
  { type: "application/json", payload: "[]" },
  { type: "application/json", payload: '"text"' },
  { type: "application/json", payload: "null" },
  { type: "text/plain", payload: '{"a": 1}' },
  { type: "application/xml", payload: "<a/>" },
  { type: "application/x-www-form-urlencoded", payload: "a=1&b=%00" },
  { type: "multipart/form-data", payload: '--x\r\nContent-Disposition: form-data; name="avatar"\r\n\r\nhi\r\n--x--\r\n' },
  { type: "multipart/form-data; boundary=", payload: "" },
];
const rawBodies = fc.constantFrom(...RAW_BODIES);

/** The valid-looking body of an operation with one value replaced by a hostile one. */
function mutatedBody(operation: Operation): fc.Arbitrary<{ body: unknown; hasNul: boolean }> {
  const schema = operation.body ?? undefined;
  const sample = sampleOf(schema) ?? {};
  const paths = pathsOf(sample);
  const extra = fc.tuple(fc.constantFrom("extra", "__proto__", "constructor", `k${NUL}`), hostileValues);
  return fc
    .oneof(
      paths.length > 0
        ? fc
            .tuple(fc.constantFrom(...paths), hostileValues, fc.boolean())
            .map(([path, value, alone]) => (alone ? bodyWith(schema, path, value) : replaceAt(sample, path, value)))
        : fc.constant(sample),
      extra.map(([key, value]) => ({ ...(sample as object), [key]: value })),
    )
    .map((body) => ({ body, hasNul: JSON.stringify(body).includes("\\u0000") }));
}

const isWrite = (operation: Operation) => ["POST", "PUT", "PATCH", "DELETE"].includes(operation.method);

function request(
  operation: Operation,
  parts: { params?: Record<string, string>; query?: [string, string][]; body?: { type: string; payload: string } },
): HostileRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => parts.params?.[name] ?? "1");
  const search = (parts.query ?? []).map(([name, value]) => `${name}=${value}`).join("&");
  const body =
    parts.body ??
    (isWrite(operation) ? { type: "application/json", payload: JSON.stringify(sampleOf(operation.body ?? undefined) ?? {}) } : undefined);
  const inUrl = [...Object.values(parts.params ?? {}), ...(parts.query ?? []).map(([, value]) => value)];
  return {
    method: operation.method,
    url: search ? `${path}?${search}` : path,
    headers: body ? { "content-type": body.type } : ({} as Record<string, string>),
    payload: body?.payload,
    hasNul:
      inUrl.some((value) => value.includes("%00")) ||
      (body?.payload.includes("\\u0000") ?? false) ||
      (body?.payload.includes("%00") ?? false),
  };
}

/**
 * Every hostile variant of one operation, one change at a time: each raw body, each bad id in each
 * path parameter, each bad value in each query parameter, and in the body a NUL, a number past 32
 * bits and a decimal at every position, plus every other hostile value at one position.
 */
export function hostileCatalogue(operation: Operation, ids: Record<string, string>): HostileRequest[] {
  const params = Object.fromEntries(operation.pathParams.map((name) => [name, ids[name] ?? "1"]));
  const requests: HostileRequest[] = [];
  for (const name of operation.pathParams) {
    for (const id of HOSTILE_IDS) requests.push(request(operation, { params: { ...params, [name]: id } }));
  }
  for (const { name } of operation.queryParams) {
    for (const value of QUERY_VALUES) requests.push(request(operation, { params, query: [[name, value]] }));
  }
  if (isWrite(operation)) {
    for (const raw of RAW_BODIES) requests.push(request(operation, { params, body: raw }));
    const schema = operation.body ?? undefined;
    const paths = pathsOf(sampleOf(schema));
    const json = (body: unknown) => ({ type: "application/json", payload: JSON.stringify(body) });
    for (const path of paths) {
      for (const value of [`a${NUL}b`, 2_147_483_648, 1.5])
        requests.push(request(operation, { params, body: json(bodyWith(schema, path, value)) }));
    }
    HOSTILE_VALUES.forEach((value, index) => {
      const path = paths[index % Math.max(1, paths.length)] ?? [];
      requests.push(request(operation, { params, body: json(bodyWith(schema, path, value)) }));
    });
  }
  return requests;
}

/** Hostile variants of one operation: path ids, query values and bodies, one or several at a time. */
export function hostileRequests(operation: Operation, ids: Record<string, string>): fc.Arbitrary<HostileRequest> {
  const pathParams = fc.record(
    Object.fromEntries(operation.pathParams.map((name) => [name, fc.oneof(fc.constant(ids[name] ?? "1"), hostileIds)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryNames = [...operation.queryParams.map((parameter) => parameter.name), "limit", "offset", "id__gt", "ordering"];
  const query = fc.array(fc.tuple(fc.constantFrom(...queryNames), queryValues), { maxLength: 3 });
  const body = isWrite(operation)
    ? fc.oneof(
        mutatedBody(operation).map(({ body, hasNul }) => ({ type: "application/json", payload: JSON.stringify(body), hasNul })),
        rawBodies.map((raw) => ({ ...raw, hasNul: raw.payload.includes("%00") })),
      )
    : fc.constant(null);
  return fc.tuple(pathParams, query, body).map(([params, pairs, sent]) => {
    const built = request(operation, { params, query: pairs, body: sent ?? undefined });
    return { ...built, hasNul: built.hasNul || !!sent?.hasNul };
  });
}
