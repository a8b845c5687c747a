import { sql } from "kysely";
import { normalizeText } from "../../geo/normalize-text.ts";
import { FacetKind, facetCode } from "../../index/facet-codes.ts";
import type { InfluencerRecord } from "../../index/influencer-record.ts";
import { searchTextOf } from "../../index/influencer-rows.ts";
import { resolveCategory, resolveInterest } from "../../taxonomy.ts";
import { searchFailed } from "../search-errors.ts";
import { textLacks, textMatches } from "../search-needle.ts";
import { defineFilter } from "./filter-definition.ts";

/** Filters on what an account posts about: free text, categories (with custom keywords) and interests. */

const unique = <T>(values: T[]) => [...new Set(values)];
const codes = (values: number[]) => sql`${values}::bigint[]`;
/** PostgreSQL text cannot hold NUL; a needle with one never matches a row. */
const impossible = (text: string) => text.includes("\0");
const textOf = (record: InfluencerRecord) => searchTextOf(record);

export const textFilter = defineFilter({
  key: "text",
  fields: ["search"],
  doc: "Free text (2–100 characters) found in the username, display name or biography, in either script; case, diacritics and Arabic letter forms are ignored.",
  columns: ["search_text", "search_tokens"],
  example: { search: "coffee" },
  read: (body): string | null => {
    const text = body.search ? normalizeText(body.search) : "";
    if (text.length === 1) throw searchFailed("search must be at least 2 characters");
    return text || null;
  },
  active: (text) => text !== null,
  sql: (text, t) => t.filter.text(textMatches(text ?? "")),
  count: (text, t) => {
    if (text === null || impossible(text)) return false;
    t.push({ kind: "text", needles: [text], facets: null, negate: false });
    return true;
  },
  holds: (record, text) => textOf(record).includes(text ?? ""),
});

/** Category ids, and custom categories that are no category title (matched as text). */
export interface CategoryChoice {
  ids: number[];
  keywords: string[];
}

function splitCategories(refs: readonly (number | string)[] | null | undefined, what: string): CategoryChoice {
  const ids: number[] = [];
  const keywords: string[] = [];
  for (const ref of refs ?? []) {
    const id = resolveCategory(ref);
    if (id !== null) ids.push(id);
    else if (typeof ref === "number" || /^\d+$/.test(ref)) throw searchFailed(`Unknown category id ${ref} in category.${what}`);
    else if (normalizeText(ref).length >= 2) keywords.push(normalizeText(ref));
  }
  return { ids: unique(ids), keywords: unique(keywords) };
}

const chosen = (c: CategoryChoice) => c.ids.length > 0 || c.keywords.length > 0;

export const includeCategoriesFilter = defineFilter({
  key: "include",
  fields: ["category"],
  doc: "`category.include`: any of these categories (ids, or English or Arabic titles); a title that is no category is looked for as free text.",
  columns: ["facets", "search_text", "search_tokens"],
  example: { category: { include: [1035, "coffee"] } },
  read: (body) => splitCategories(body.category?.include, "include"),
  active: chosen,
  sql: ({ ids, keywords }, t) => {
    const categories = sql`i.facets && ${codes(ids.map((id) => facetCode(FacetKind.category, t.platform, id)))}`;
    if (keywords.length === 0) return t.filter.facet(categories);
    // Custom categories match the text; with ids they widen the choice.
    const any = keywords.map(textMatches);
    if (ids.length > 0) any.unshift({ indexed: categories, like: categories });
    t.filter.text({
      indexed: sql`(${sql.join(
        any.map((c) => c.indexed),
        sql` OR `,
      )})`,
      like: sql`(${sql.join(
        any.map((c) => c.like),
        sql` OR `,
      )})`,
    });
  },
  count: ({ ids, keywords }, t) => {
    const bounds = t.facets();
    for (const id of ids) bounds.key(FacetKind.category, id);
    if (keywords.length === 0) {
      if (bounds.empty) return false;
      t.push(bounds.condition());
      return true;
    }
    const possible = keywords.filter((k) => !impossible(k));
    if (possible.length === 0 && bounds.empty) return false;
    t.push({ kind: "text", needles: possible, facets: bounds.empty ? null : bounds.values, negate: false });
    return true;
  },
  holds: (record, { ids, keywords }) =>
    ids.some((id) => record.categories.includes(id)) || keywords.some((k) => textOf(record).includes(k)),
});

export const excludeCategoriesFilter = defineFilter({
  key: "exclude",
  fields: ["category"],
  doc: "`category.exclude`: none of these categories; a title that is no category excludes accounts whose text holds it.",
  columns: ["categories", "search_text"],
  example: { category: { exclude: [1035, "giveaway"] } },
  read: (body) => splitCategories(body.category?.exclude, "exclude"),
  active: chosen,
  sql: ({ ids, keywords }, t) => {
    if (ids.length > 0) t.filter.column(sql`NOT (i.categories && ${ids}::smallint[])`);
    for (const keyword of keywords) t.filter.column(textLacks(keyword));
  },
  count: ({ ids, keywords }, t) => {
    // `i.categories` and the category facet keys are written from the same list (influencer-rows.ts).
    const bounds = t.facets();
    for (const id of ids) bounds.key(FacetKind.category, id);
    if (!bounds.empty) t.push(bounds.condition(true));
    for (const keyword of keywords) if (!impossible(keyword)) t.push({ kind: "text", needles: [keyword], facets: null, negate: true });
    return true;
  },
  holds: (record, { ids, keywords }) =>
    !ids.some((id) => record.categories.includes(id)) && !keywords.some((k) => textOf(record).includes(k)),
});

export const interestsFilter = defineFilter({
  key: "interests",
  fields: ["interests"],
  doc: "Any of these audience interests (ids 1–82, or their English or Arabic names).",
  columns: ["facets"],
  example: { interests: [3, 17] },
  read: (body): number[] =>
    unique(
      (body.interests ?? []).map((ref) => {
        const id = resolveInterest(ref);
        if (id === null) throw searchFailed(`Unknown interest '${ref}'`);
        return id;
      }),
    ),
  active: (ids) => ids.length > 0,
  sql: (ids, t) => t.filter.facet(sql`i.facets && ${codes(ids.map((id) => facetCode(FacetKind.interest, t.platform, id)))}`),
  count: (ids, t) => t.facetAny(ids.map((id) => [FacetKind.interest, id])),
  holds: (record, ids) => ids.some((id) => record.interests.includes(id)),
});
