import { LOCATION_QUERY_MIN_LENGTH, type TLocationItem } from "@radar/contract/search";
import { type City, type Country, gazetteer } from "./gazetteer.ts";
import { hasArabic, normalizeText } from "./normalize-text.ts";

const MAX_RESULTS = 20;

/** 0 exact, 1 prefix, 2 a later word starts with the query, 3 contains it; null: no match. */
function matchRank(keys: string[], query: string): number | null {
  let best: number | null = null;
  for (const key of keys) {
    let rank: number | null = null;
    if (key === query) rank = 0;
    else if (key.startsWith(query)) rank = 1;
    else if (key.includes(` ${query}`) || key.includes(`-${query}`)) rank = 2;
    else if (query.length >= 3 && key.includes(query)) rank = 3;
    if (rank !== null && (best === null || rank < best)) best = rank;
    if (best === 0) break;
  }
  return best;
}

interface Hit {
  rank: number;
  /** Countries count as the biggest places of all. */
  population: number;
  item: TLocationItem;
}

function countryItem(country: Country, arabic: boolean): TLocationItem {
  return { id: country.code, display_name: arabic ? country.nameAr : country.name, country_code: country.code, type: "country" };
}

function cityItem(city: City, arabic: boolean): TLocationItem {
  const country = gazetteer().countryByCode.get(city.countryCode);
  const name = arabic ? (city.nameAr ?? city.name) : city.name;
  const countryName = arabic ? country?.nameAr : country?.name;
  return {
    id: city.id,
    display_name: countryName ? `${name}${arabic ? "، " : ", "}${countryName}` : name,
    country_code: city.countryCode,
    type: "city",
  };
}

/**
 * Countries and cities whose English or Arabic name matches `q`, best first: exact and prefix
 * matches before matches inside a name, and within each, countries and then the biggest cities.
 * Names are shown in Arabic when the query is written in Arabic (or `lang` asks for it).
 */
export function searchLocations(q: string, lang?: "en" | "ar"): TLocationItem[] {
  const query = normalizeText(q);
  if (query.length < LOCATION_QUERY_MIN_LENGTH) return [];
  const arabic = lang ? lang === "ar" : hasArabic(q);
  const hits: Hit[] = [];
  const { countries, cities } = gazetteer();
  for (const country of countries) {
    const rank = matchRank(country.keys, query);
    if (rank !== null) hits.push({ rank, population: Number.MAX_SAFE_INTEGER, item: countryItem(country, arabic) });
  }
  // Cities are sorted biggest first, so per rank the first MAX_RESULTS found are the best ones.
  const perRank = [0, 0, 0, 0];
  for (const city of cities) {
    const rank = matchRank(city.keys, query);
    if (rank === null || (perRank[rank] ?? 0) >= MAX_RESULTS) continue;
    perRank[rank] = (perRank[rank] ?? 0) + 1;
    hits.push({ rank, population: city.population, item: cityItem(city, arabic) });
  }
  hits.sort((a, b) => a.rank - b.rank || b.population - a.population);
  return hits.slice(0, MAX_RESULTS).map((hit) => hit.item);
}
