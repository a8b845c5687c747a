import type { InfluencerRecord, SearchQuery } from "../../discovery/public.ts";
import type { Translation } from "./vendor-translation.ts";

/**
 * What a vendor's search row does not carry but the search guaranteed: a filter the vendor applied
 * exactly to one value (one account country, one language, the creator's gender, the badge, one
 * category) is a fact about every row it answered. Kept on the record, it lets our own index find
 * the account by the same filters later.
 */
export function applyKnownFacts(record: InfluencerRecord, query: SearchQuery, translation: Translation): void {
  const exact = (key: keyof SearchQuery) => !translation.after.some((k) => k === key) && !translation.recheck.some((k) => k === key);
  const places = query.accountPlaces;
  if (exact("accountPlaces") && places.countries.length === 1 && places.cities.length === 0 && record.countryCode === null)
    record.countryCode = places.countries[0] ?? null;
  if (exact("languages") && query.languages.length === 1 && record.language === null) record.language = query.languages[0] ?? null;
  if (exact("accountGender") && query.accountGender !== null && !record.gender) record.gender = query.accountGender;
  if (exact("verifiedOnly") && query.verifiedOnly) record.isVerified = true;
  const include = query.include;
  if (exact("include") && include.ids.length === 1 && include.keywords.length === 0 && record.categories.length === 0)
    record.categories = [...include.ids];
}
