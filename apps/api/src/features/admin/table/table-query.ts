import {
  TABLE_DEFAULT_LIMIT,
  TABLE_MAX_IN_VALUES,
  TABLE_MAX_LIMIT,
  TABLE_MAX_OFFSET,
  TABLE_MAX_VALUE_LENGTH,
  TABLE_OPERATORS,
  TABLE_RESOURCES,
  type TTableOperator,
  type TTableResource,
} from "@radar/contract/admin";
import { AppError } from "../../../core/http/app-error.ts";
import { type FieldDef, type FieldType, RESOURCES, type ResourceDef } from "./table-fields.ts";

/**
 * Reads the generic table helper's query string (SPEC §7): `field=value`, `field__op=value`,
 * `ordering=-a,b`, `offset`, `limit`, `select=a,b`. Everything is checked against the resource's
 * whitelist and every value against its field's type, so a bad request is a 400 naming the problem
 * and never reaches the database.
 */

export type FilterValue = string | number | boolean;
export type Operator = "eq" | TTableOperator;

export interface TableFilter {
  field: string;
  def: FieldDef;
  op: Operator;
  /** One value, or the list of an `__in` filter, already converted to the field's type. */
  value: FilterValue | FilterValue[];
}

export interface TableQuery {
  resource: ResourceDef;
  select: string[];
  filters: TableFilter[];
  ordering: { field: string; def: FieldDef; descending: boolean }[];
  limit: number;
  offset: number;
}

const RESERVED = new Set(["ordering", "offset", "limit", "select"]);
const MAX_ORDERING_KEYS = 3;
const INT32_MAX = 2_147_483_647;

const bad = (detail: string) => AppError.badRequest(detail);

export function resolveResource(name: string): ResourceDef {
  if (!(TABLE_RESOURCES as readonly string[]).includes(name)) throw bad("Unknown resource");
  return RESOURCES[name as TTableResource];
}

function lookupField(resource: ResourceDef, name: string): FieldDef {
  const def = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
  if (!def) throw bad(`Unknown field: ${name.slice(0, 64)}`);
  return def;
}

const ORDERED_KINDS = new Set<FieldType["kind"]>(["int", "numeric", "text", "date", "timestamp"]);

function operatorAllowed(type: FieldType, op: Operator): boolean {
  if (op === "eq" || op === "ne" || op === "in") return true;
  if (op === "icontains") return type.kind === "text";
  return ORDERED_KINDS.has(type.kind);
}

/** Converts one filter value to its field's type, or refuses it. */
export function parseValue(field: string, type: FieldType, raw: string): FilterValue {
  const invalid = () => bad(`Invalid value for ${field}`);
  // PostgreSQL text cannot hold NUL: refuse it here rather than let the driver fail.
  if (raw.length > TABLE_MAX_VALUE_LENGTH || raw.includes("\u0000")) throw invalid();
  switch (type.kind) {
    case "int": {
      if (!/^-?\d{1,10}$/.test(raw)) throw invalid();
      const value = Number(raw);
      if (Math.abs(value) > INT32_MAX) throw invalid();
      return value;
    }
    case "numeric":
      if (!/^-?\d{1,12}(\.\d{1,6})?$/.test(raw)) throw invalid();
      return raw;
    case "bool":
      if (raw !== "true" && raw !== "false") throw invalid();
      return raw === "true";
    case "date": {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) throw invalid();
      const date = new Date(`${raw}T00:00:00Z`);
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) throw invalid();
      return raw;
    }
    case "timestamp": {
      if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(raw)) throw invalid();
      const time = Date.parse(raw);
      if (Number.isNaN(time)) throw invalid();
      return new Date(time).toISOString();
    }
    case "enum":
      if (!type.values.includes(raw)) throw invalid();
      return raw;
    case "text":
      return raw;
  }
}

function parseFilter(resource: ResourceDef, key: string, raw: string): TableFilter {
  const parts = key.split("__");
  if (parts.length > 2) throw bad(`Unknown filter operator: ${key.slice(0, 64)}`);
  const [name = "", opName] = parts;
  const def = lookupField(resource, name);
  let op: Operator = "eq";
  if (opName !== undefined) {
    if (!(TABLE_OPERATORS as readonly string[]).includes(opName)) throw bad(`Unknown filter operator: ${opName.slice(0, 32)}`);
    op = opName as TTableOperator;
  }
  if (!operatorAllowed(def.type, op)) throw bad(`The ${op} operator does not apply to ${name}`);
  if (op !== "in") return { field: name, def, op, value: parseValue(name, def.type, raw) };
  const items = raw.split(",");
  if (raw === "" || items.length > TABLE_MAX_IN_VALUES) throw bad(`Invalid value for ${name}`);
  return { field: name, def, op, value: items.map((item) => parseValue(name, def.type, item)) };
}

function parseWhole(name: string, raw: string | undefined, min: number, max: number, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw bad(`${name} must be a whole number from ${min} to ${max}`);
  }
  return Number(raw);
}

function parseList(raw: string, what: string): string[] {
  const items = raw.split(",").map((item) => item.trim());
  if (items.some((item) => item === "")) throw bad(`Invalid ${what}`);
  return items;
}

export function parseTableQuery(resourceName: string, query: Record<string, string | string[] | undefined>): TableQuery {
  const resource = resolveResource(resourceName);
  const single: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) throw bad(`Parameter given more than once: ${key.slice(0, 64)}`);
    single[key] = value;
  }

  const filters: TableFilter[] = [];
  for (const [key, raw] of Object.entries(single)) {
    if (!RESERVED.has(key)) filters.push(parseFilter(resource, key, raw));
  }

  const select = single.select === undefined ? Object.keys(resource.fields) : [...new Set(parseList(single.select, "select"))];
  for (const name of select) lookupField(resource, name);

  const ordering = (single.ordering === undefined ? [] : parseList(single.ordering, "ordering")).map((item) => {
    const descending = item.startsWith("-");
    const name = descending ? item.slice(1) : item;
    return { field: name, def: lookupField(resource, name), descending };
  });
  if (ordering.length > MAX_ORDERING_KEYS) throw bad(`ordering takes at most ${MAX_ORDERING_KEYS} fields`);

  return {
    resource,
    select,
    filters,
    ordering,
    limit: parseWhole("limit", single.limit, 1, TABLE_MAX_LIMIT, TABLE_DEFAULT_LIMIT),
    offset: parseWhole("offset", single.offset, 0, TABLE_MAX_OFFSET, 0),
  };
}
