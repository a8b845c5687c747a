import type { FilterKey, FilterValues } from "../../discovery/public.ts";

/**
 * How a vendor's search expresses one of our filters:
 * - "exact": the vendor applies it as we do; its rows are trusted to satisfy it;
 * - "recheck": the vendor narrows by it only roughly (rounded bounds, one end of a range); the rows
 *   it answers are held to our own test of the filter;
 * - null: the vendor cannot express it; the rows are held to our test after the fetch, and the
 *   screen says so.
 */
export type Expressed = "exact" | "recheck" | null;

type Translator<V, Body, Ctx> = (value: V, body: Body, ctx: Ctx) => Expressed | Promise<Expressed>;

/**
 * One vendor's translation of every filter of the registry, keyed by the filter: a filter added to
 * the registry does not compile here until each vendor says how it takes it (null: it cannot).
 */
export type VendorTranslations<Body, Ctx> = { [K in FilterKey]: Translator<FilterValues[K], Body, Ctx> | null };

export interface Translation {
  /** Filters the vendor applied only roughly: its rows are held to them. */
  recheck: FilterKey[];
  /** Filters the vendor cannot apply: held to them after the fetch, and named on the screen. */
  after: FilterKey[];
}

async function translateOne<K extends FilterKey, Body, Ctx>(
  key: K,
  values: FilterValues,
  translations: VendorTranslations<Body, Ctx>,
  body: Body,
  ctx: Ctx,
): Promise<Expressed> {
  const translate = translations[key];
  return translate ? translate(values[key], body, ctx) : null;
}

/** Writes the `active` filters of `values` into `body`; says which of them the rows must still be held to. */
export async function translateFilters<Body, Ctx>(
  values: FilterValues,
  active: readonly FilterKey[],
  translations: VendorTranslations<Body, Ctx>,
  body: Body,
  ctx: Ctx,
): Promise<Translation> {
  const result: Translation = { recheck: [], after: [] };
  for (const key of active) {
    const expressed = await translateOne(key, values, translations, body, ctx);
    if (expressed === "recheck") result.recheck.push(key);
    else if (expressed === null) result.after.push(key);
  }
  return result;
}
