import type { TFieldGroup } from "@radar/contract/search";
import type { GroupSource } from "../../data/report-model.ts";
import type { DocContext } from "./document-context.ts";

const RLM = "\u200f";

/** The groups a report shows, in its order (contacts are not in reports). */
const SHOWN: TFieldGroup[] = ["identity", "metrics", "audience", "quality", "prices", "categories"];

/**
 * "Sources — profile, metrics: YouTube (sandbox), 11 Feb 2026 · audience, audience quality: Modash,
 * 10 Jan 2026 · prices: HypeAuditor, 02 Dec 2025": the groups with the same source and day named
 * together. Null when every group has one source and day: the footer's "Source" says it already.
 */
export function groupSourcesLine(ctx: DocContext): string | null {
  const { text, fmt, model } = ctx;
  const groups = model.account.provenance.groups ?? {};
  const clauses = new Map<string, { stamp: GroupSource; names: string[] }>();
  for (const group of SHOWN) {
    const stamp = groups[group];
    if (!stamp) continue;
    const key = `${stamp.source}|${stamp.viaSandbox}|${fmt.date(stamp.fetchedAt)}`;
    const clause = clauses.get(key) ?? { stamp, names: [] };
    clause.names.push(text.groups[group]);
    clauses.set(key, clause);
  }
  if (clauses.size < 2) return null;
  const parts = [...clauses.values()].map(({ stamp, names }) => {
    const source = stamp.viaSandbox ? `${text.sources[stamp.source]} (${text.sandbox})` : text.sources[stamp.source];
    // In Arabic a right-to-left mark after a Latin name (Modash) keeps the comma and the day that
    // follow in the line's order; without it the bidi algorithm lays "10" out before the name.
    return model.language === "ar"
      ? `${ctx.list(names)}: ${source}${RLM}، ${fmt.date(stamp.fetchedAt)}`
      : `${ctx.list(names)}: ${source}, ${fmt.date(stamp.fetchedAt)}`;
  });
  return `${text.groupSources} — ${parts.join(" · ")}`;
}
