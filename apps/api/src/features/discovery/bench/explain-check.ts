import { ZSearchRequestSchema } from "@radar/contract/search";
import { type RawBuilder, sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import { needsCount, pageRequest, prepareSearch } from "../search/search.service.ts";
import { toSearchQuery } from "../search/search-query.ts";
import { countMatches, countSql, matchIdsSql, pageSql, withSearchSettings } from "../search/search-repository.ts";
import { countWhere } from "../search/search-where.ts";
import type { BenchQuery } from "./replay.ts";

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
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

/** How a plan reads `influencers`: its scan nodes, e.g. "Bitmap Index Scan(influencers_facets_idx)". */
function describe(node: PlanNode): { scans: string[]; seqScan: boolean } {
  const scans: string[] = [];
  let seqScan = false;
  walk(node, (n) => {
    if (n["Node Type"] === "Seq Scan" && n["Relation Name"] === "influencers") seqScan = true;
    if (n["Node Type"].includes("Scan") && (n["Relation Name"] === "influencers" || n["Index Name"]?.startsWith("influencers_"))) {
      scans.push(n["Index Name"] ? `${n["Node Type"]}(${n["Index Name"]})` : n["Node Type"]);
    }
  });
  return { scans: [...new Set(scans)], seqScan };
}

/**
 * EXPLAINs the count and the page of every query of the mix exactly as a search would run them,
 * and reports any sequential scan of the influencer table: every query of the mix has an index
 * that serves it, so a Seq Scan there means a missing or unused index.
 */
export async function explainMix(db: Database, mix: BenchQuery[]): Promise<{ report: string; seqScans: number }> {
  const lines: string[] = [];
  let seqScans = 0;
  for (const [i, query] of mix.entries()) {
    const search = await prepareSearch(db, toSearchQuery(ZSearchRequestSchema.parse(query.body)));
    const parts: string[] = [];
    let total = search.stats?.total ?? 0;
    if (needsCount(search)) {
      const where = countWhere(search.query, search.filter);
      const count = describe(await plan(db, countSql(where), false));
      seqScans += count.seqScan ? 1 : 0;
      parts.push(`count: ${count.scans.join(" + ")}${count.seqScan ? "  <-- SEQ SCAN" : ""}`);
      total = await countMatches(db, where);
    } else parts.push("count: platform stats");
    // The page is planned the way the search plans it: with the strategy its total calls for
    // (`sorted` reads its matches' ids once; its pages are then primary-key reads).
    const request = pageRequest(search, total);
    const statement = request.strategy === "sorted" ? matchIdsSql(request) : pageSql(request);
    const page = describe(await plan(db, statement, request.strategy === "ordered"));
    seqScans += page.seqScan ? 1 : 0;
    parts.push(`page (${request.strategy}): ${page.scans.join(" + ")}${page.seqScan ? "  <-- SEQ SCAN" : ""}`);
    lines.push(`  #${String(i).padStart(2)} ${query.class.padEnd(14)} ${String(total).padStart(9)}  ${parts.join(" | ")}`);
  }
  return { report: lines.join("\n"), seqScans };
}
