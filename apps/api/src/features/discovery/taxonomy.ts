import type { TCategoriesResponse } from "@radar/contract/search";
import { normalizeText } from "./geo/normalize-text.ts";
import categories from "./reference/categories.json" with { type: "json" };
import interests from "./reference/interests.json" with { type: "json" };

/**
 * Content categories (ids 1000–1052) and audience interests (ids 1–82) with their English and
 * Arabic names. The same files fill the reference tables (migration 0004), which the categories
 * endpoint serves; this in-memory copy names categories and interests in search results.
 */
export type TCategory = TCategoriesResponse["categories"][number];
export type TInterest = TCategoriesResponse["interests"][number];

export const categoryById = new Map<number, TCategory>(categories.map((c) => [c.id, c]));
export const interestById = new Map<number, TInterest>(interests.map((i) => [i.id, i]));

const categoryByName = new Map<string, number>();
for (const c of categories) for (const name of [c.title, c.title_ar]) categoryByName.set(normalizeText(name), c.id);
const interestByName = new Map<string, number>();
for (const i of interests) for (const name of [i.name, i.name_ar]) interestByName.set(normalizeText(name), i.id);

/** A category given by id, numeric text, or its English or Arabic title; null when unknown. */
export function resolveCategory(ref: number | string): number | null {
  if (typeof ref === "number") return categoryById.has(ref) ? ref : null;
  if (/^\d+$/.test(ref.trim())) return resolveCategory(Number(ref));
  return categoryByName.get(normalizeText(ref)) ?? null;
}

export function resolveInterest(ref: number | string): number | null {
  if (typeof ref === "number") return interestById.has(ref) ? ref : null;
  if (/^\d+$/.test(ref.trim())) return resolveInterest(Number(ref));
  return interestByName.get(normalizeText(ref)) ?? null;
}
