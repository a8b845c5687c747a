import type { TSearchResult } from "@radar/contract/search";
import type { Database } from "../../../core/db/database.ts";
import { toSearchResult } from "./result-mapper.ts";
import { rowsByIdSql } from "./search-repository.ts";

/** The search results of these accounts, in the order of `ids` (accounts not in the index are left out). */
export async function searchResultsByIds(db: Database, ids: readonly string[]): Promise<TSearchResult[]> {
  if (ids.length === 0) return [];
  const { rows } = await rowsByIdSql([...ids], null).execute(db);
  const byId = new Map(rows.map((row) => [String(row.id), toSearchResult(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
