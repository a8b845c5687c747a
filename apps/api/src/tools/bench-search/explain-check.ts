import { ZSearchRequestSchema } from "@radar/contract/search";
import { explainSearch, type PlanNode } from "../../features/discovery/bulk-load.ts";
import type { SearchEngine } from "../../features/discovery/public.ts";
import type { BenchQuery } from "./replay.ts";

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
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
export async function explainMix(search: SearchEngine, mix: BenchQuery[]): Promise<{ report: string; seqScans: number }> {
  const lines: string[] = [];
  let seqScans = 0;
  for (const [i, query] of mix.entries()) {
    const plans = await explainSearch(search, ZSearchRequestSchema.parse(query.body));
    const parts: string[] = [];
    if (plans.count) {
      const count = describe(plans.count);
      seqScans += count.seqScan ? 1 : 0;
      parts.push(`count: ${count.scans.join(" + ")}${count.seqScan ? "  <-- SEQ SCAN" : ""}`);
    } else parts.push("count: platform stats");
    if (plans.page) {
      const page = describe(plans.page);
      seqScans += page.seqScan ? 1 : 0;
      parts.push(`page (${plans.strategy}): ${page.scans.join(" + ")}${page.seqScan ? "  <-- SEQ SCAN" : ""}`);
    } else parts.push("page: empty");
    lines.push(`  #${String(i).padStart(2)} ${query.class.padEnd(14)} ${String(plans.total).padStart(9)}  ${parts.join(" | ")}`);
  }
  return { report: lines.join("\n"), seqScans };
}
