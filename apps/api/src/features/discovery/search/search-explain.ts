import type { TSearchRequestParsed } from "@radar/contract/search";
import { type RawBuilder, sql, type Transaction } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import type { DB } from "../../../core/db/schema.ts";
import type { SearchEngine } from "./search-engine.ts";
import { type PagePlan, planCount, planPage, prepareSearch } from "./search-plan.ts";
import { toSearchQuery } from "./search-query.ts";
import { countSql, matchIdsSql, pageSql, underPlanSettings } from "./search-repository.ts";

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
  strategy: PagePlan["strategy"];
  /** The plan of the page (of the matches' ids for the `sorted` strategy), with the settings its strategy runs under; null when the page is empty. */
  page: PlanNode | null;
}

async function plan(engine: SearchEngine, statement: RawBuilder<unknown>, page: PagePlan | null): Promise<PlanNode> {
  const explain = async (executor: Database | Transaction<DB>) => {
    const { rows } = await sql<{ "QUERY PLAN": { Plan: PlanNode }[] }>`EXPLAIN (FORMAT JSON) ${statement}`.execute(executor);
    return (rows[0]?.["QUERY PLAN"][0]?.Plan ?? { "Node Type": "?" }) as PlanNode;
  };
  return page ? underPlanSettings(engine, page, explain) : explain(engine.db);
}

/**
 * How PostgreSQL plans the count and the page of a search, exactly as the search would run them
 * (the benchmark's check that every query has an index serving it). Charges nothing, caches nothing.
 */
export async function explainSearch(engine: SearchEngine, request: TSearchRequestParsed): Promise<SearchPlans> {
  const search = await prepareSearch(engine.db, toSearchQuery(request));
  const counting = planCount({ ...search, cachedTotal: null });
  let total = counting.kind === "count" ? 0 : counting.total;
  let count: PlanNode | null = null;
  if (counting.kind === "count") {
    count = await plan(engine, countSql(counting.where), null);
    total = (await countSql(counting.where).execute(engine.db)).rows[0]?.total ?? 0;
  }
  // The page is planned the way the search plans it: with the strategy its total calls for
  // (`sorted` reads its matches' ids once; its pages are then primary-key reads).
  const page = planPage(search, total);
  if (page.strategy === "empty") return { total, count, strategy: "empty", page: null };
  const statement = page.strategy === "sorted" ? matchIdsSql(page) : pageSql(page);
  return { total, count, strategy: page.strategy, page: await plan(engine, statement, page) };
}
