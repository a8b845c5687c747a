import type { TSearchRequest } from "@radar/contract/search";
import { parseBrief } from "../parse-brief.ts";
import briefs from "./briefs.json" with { type: "json" };

export interface EvalBrief {
  text: string;
  lang: string;
  filters: TSearchRequest;
}

/** A search body as a set of "field=value" facts, so a partly right answer scores partly. */
export function facts(filters: TSearchRequest): string[] {
  const out: string[] = [];
  const push = (field: string, value: unknown) => out.push(`${field}=${String(value)}`);
  if (filters.social_network) push("social_network", filters.social_network);
  for (const key of ["subscribers_count", "er", "views_avg"] as const) {
    const range = filters[key];
    if (range) push(key, `${range.from ?? ""}..${range.to ?? ""}`);
  }
  if (filters.account_gender) push("account_gender", filters.account_gender);
  if (filters.audience_gender?.gender) push("audience_gender", filters.audience_gender.gender);
  for (const c of filters.account_geo?.country ?? []) push("account_geo.country", c);
  for (const c of filters.account_geo?.city ?? []) push("account_geo.city", c);
  for (const c of filters.audience_geo?.countries ?? []) push("audience_geo.country", `${c.id}${c.prc == null ? "" : `:${c.prc}`}`);
  for (const c of filters.audience_geo?.cities ?? []) push("audience_geo.city", c.id);
  for (const c of filters.category?.include ?? []) push("category", c);
  for (const l of filters.account_languages ?? []) push("account_languages", l);
  for (const g of filters.audience_age?.groups ?? []) push("audience_age", g);
  if (filters.verified_only) push("verified_only", true);
  if (filters.account_has_contacts) push("account_has_contacts", true);
  return out;
}

export interface FieldScore {
  field: string;
  precision: number;
  recall: number;
  expected: number;
  predicted: number;
}

export interface EvalReport {
  briefs: number;
  exact: number;
  fields: FieldScore[];
  micro: { precision: number; recall: number };
  misses: { text: string; missing: string[]; extra: string[] }[];
}

export const evalBriefs = (): EvalBrief[] => briefs as EvalBrief[];

export function evaluate(set: EvalBrief[] = evalBriefs()): EvalReport {
  const counts = new Map<string, { tp: number; expected: number; predicted: number }>();
  const bump = (fact: string, what: "tp" | "expected" | "predicted") => {
    const field = fact.slice(0, fact.indexOf("="));
    const c = counts.get(field) ?? { tp: 0, expected: 0, predicted: 0 };
    c[what] += 1;
    counts.set(field, c);
  };
  let exact = 0;
  const misses: EvalReport["misses"] = [];
  for (const brief of set) {
    const expected = new Set(facts(brief.filters));
    const predicted = new Set(facts(parseBrief(brief.text).filters));
    for (const f of expected) bump(f, "expected");
    for (const f of predicted) {
      bump(f, "predicted");
      if (expected.has(f)) bump(f, "tp");
    }
    const missing = [...expected].filter((f) => !predicted.has(f));
    const extra = [...predicted].filter((f) => !expected.has(f));
    if (missing.length === 0 && extra.length === 0) exact += 1;
    else misses.push({ text: brief.text, missing, extra });
  }
  const fields = [...counts]
    .map(([field, c]) => ({
      field,
      precision: c.predicted === 0 ? 1 : c.tp / c.predicted,
      recall: c.expected === 0 ? 1 : c.tp / c.expected,
      expected: c.expected,
      predicted: c.predicted,
    }))
    .sort((a, b) => a.field.localeCompare(b.field));
  const total = [...counts.values()].reduce(
    (a, c) => ({ tp: a.tp + c.tp, expected: a.expected + c.expected, predicted: a.predicted + c.predicted }),
    {
      tp: 0,
      expected: 0,
      predicted: 0,
    },
  );
  return {
    briefs: set.length,
    exact: exact / set.length,
    fields,
    micro: { precision: total.tp / Math.max(1, total.predicted), recall: total.tp / Math.max(1, total.expected) },
    misses,
  };
}
