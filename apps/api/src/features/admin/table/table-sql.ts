import { type RawBuilder, sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import type { FieldDef, FieldType } from "./table-fields.ts";
import type { FilterValue, TableFilter, TableQuery } from "./table-query.ts";

/**
 * Runs a checked {@link TableQuery}. Identifiers come from the whitelist in table-fields.ts (the
 * only `sql.raw`); values are bound parameters with an explicit cast, so "'; DROP TABLE users; --"
 * is just a string that matches nothing.
 */

const CASTS: Record<FieldType["kind"], string> = {
  int: "integer",
  numeric: "numeric",
  text: "text",
  date: "date",
  timestamp: "timestamptz",
  bool: "boolean",
  enum: "text",
};

const COMPARISONS = { eq: "=", ne: "IS DISTINCT FROM", gt: ">", lt: "<", gte: ">=", lte: "<=" } as const;

const param = (value: FilterValue, type: FieldType) => sql`CAST(${value} AS ${sql.raw(CASTS[type.kind])})`;

/** `%`, `_` and `\` are LIKE's own characters: a search for "50%" means those three characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function condition(filter: TableFilter): RawBuilder<unknown> {
  const column = sql.raw(filter.def.compare);
  const { type } = filter.def;
  if (filter.op === "icontains") return sql`${column} ILIKE ${`%${escapeLike(String(filter.value))}%`}`;
  if (filter.op === "in") {
    const values = filter.value as FilterValue[];
    return sql`${column} = ANY(CAST(${values} AS ${sql.raw(`${CASTS[type.kind]}[]`)}))`;
  }
  return sql`${column} ${sql.raw(COMPARISONS[filter.op])} ${param(filter.value as FilterValue, type)}`;
}

function whereClause(query: TableQuery): RawBuilder<unknown> {
  if (query.filters.length === 0) return sql``;
  return sql`WHERE ${sql.join(query.filters.map(condition), sql` AND `)}`;
}

function orderClause(query: TableQuery): RawBuilder<unknown> {
  const keys = query.ordering.map(({ def, descending }) => sql.raw(`${def.compare} ${descending ? "DESC" : "ASC"} NULLS LAST`));
  const keyed = query.ordering.some(({ def }) => def.compare === query.resource.key);
  if (!keyed) keys.push(sql.raw(`${query.resource.key} ASC`));
  return sql`ORDER BY ${sql.join(keys, sql`, `)}`;
}

/** pg returns numeric as text and timestamps as Date; the API speaks numbers and ISO strings. */
function toJson(value: unknown, def: FieldDef): unknown {
  if (value === null || value === undefined) return null;
  if (def.type.kind === "numeric") return Number(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

export async function runTableQuery(db: Database, query: TableQuery): Promise<{ count: number; results: Record<string, unknown>[] }> {
  const from = sql.raw(query.resource.from);
  const where = whereClause(query);
  const columns = query.select.map((name) => sql.raw(`${query.resource.fields[name]?.select} AS "${name}"`));
  const [total, page] = await Promise.all([
    sql<{ count: string }>`SELECT count(*) AS count FROM ${from} ${where}`.execute(db),
    sql<Record<string, unknown>>`SELECT ${sql.join(columns, sql`, `)} FROM ${from} ${where} ${orderClause(query)}
      LIMIT ${query.limit} OFFSET ${query.offset}`.execute(db),
  ]);
  const results = page.rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const name of query.select) {
      const def = query.resource.fields[name];
      if (def) out[name] = toJson(row[name], def);
    }
    return out;
  });
  return { count: Number(total.rows[0]?.count ?? 0), results };
}
