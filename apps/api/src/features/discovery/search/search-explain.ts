import type { TSearchRequestParsed } from "@radar/contract/search";
import { type RawBuilder, sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import { needsCount, pageRequest, prepareSearch } from "./search.service.ts";
import { toSearchQuery } from "./search-query.ts";
import { countMatches, countSql, matchIdsSql, type PageStrategy, pageSql, withSearchSettings } from "./search-repository.ts";
import { countWhere } from "./search-where.ts";

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON) plan, as far as a check of index use reads it. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

export interface SearchPlans {
  /** The matches: counted (the count is run), or the platform's stats when the search needs no count. */
  total: number;
  /** The count's plan; null when the total comes from the platform's stats. */
  count: PlanNode | null;
  strategy: PageStrategy;
  /** The plan of the page (of the matches' ids for the `sorted` strategy), with the settings its strategy runs under. */
  page: PlanNode;
}

async function plan(db: Database, statement: RawBuilder<unknown>, ordered: boolean): Promise<PlanNode> {
  return withSearchSettings(
    db,
    async (trx) => {
      const { rows } = await sql<{ "QUERY PLAN": { Plan: PlanNode }[] }>`EXPLAIN (FORMAT JSON) ${statement}`.execute(trx);
      return (rows[0]?.["QUERY PLAN"][0]?.Plan ?? { "Node Type": "?" }) as PlanNode;
    },
    ordered,
  );
}

/**
 * How PostgreSQL plans the count and the page of a search, exactly as the search would run them
 * (the benchmark's check that every query has an index serving it). Charges nothing, caches nothing.
 */
export async function explainSearch(db: Database, request: TSearchRequestParsed): Promise<SearchPlans> {
  const search = await prepareSearch(db, toSearchQuery(request));
  let total = search.stats?.total ?? 0;
  let count: PlanNode | null = null;
  if (needsCount(search)) {
    const where = countWhere(search.query, search.filter);
    count = await plan(db, countSql(where), false);
    total = await countMatches(db, where);
  }
  // The page is planned the way the search plans it: with the strategy its total calls for
  // (`sorted` reads its matches' ids once; its pages are then primary-key reads).
  const page = pageRequest(search, total);
  const statement = page.strategy === "sorted" ? matchIdsSql(page) : pageSql(page);
  return { total, count, strategy: page.strategy, page: await plan(db, statement, page.strategy === "ordered") };
}
