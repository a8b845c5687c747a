/**
 * Countries and cities as Modash names them. Whether a report's `country` is a name or an ISO code
 * is [U] (a copied sample shows "US"), so both are read. Cities come as names only: the ones we
 * know for sure — the Gulf's and Egypt's main cities, with their GeoNames ids (the index's own
 * city ids, see discovery/reference/city-names-ar.json) — are kept; others are left out.
 */

const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** ISO 3166-1 alpha-2 codes Intl knows a name for (a few groupings like EU come along, harmlessly). */
export const COUNTRY_CODES: string[] = [];
for (let a = 65; a <= 90; a += 1)
  for (let b = 65; b <= 90; b += 1) {
    const code = String.fromCharCode(a, b);
    if (REGION_NAMES.of(code) !== code && code !== "ZZ") COUNTRY_CODES.push(code);
  }
const COUNTRY_SET = new Set(COUNTRY_CODES);
const CODE_BY_NAME = new Map(COUNTRY_CODES.map((code) => [normalise(REGION_NAMES.of(code) ?? code), code]));
// Names the services write differently from Intl's English.
for (const [name, code] of [
  ["united states of america", "US"],
  ["usa", "US"],
  ["uae", "AE"],
  ["kingdom of saudi arabia", "SA"],
  ["ksa", "SA"],
  ["great britain", "GB"],
  ["england", "GB"],
] as const)
  CODE_BY_NAME.set(name, code);

function normalise(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/^the\s+/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** "Saudi Arabia" for "SA"; null for a code that is not a country. */
export function countryName(code: string): string | null {
  const upper = code.toUpperCase();
  return COUNTRY_SET.has(upper) ? (REGION_NAMES.of(upper) ?? null) : null;
}

/** An ISO code from a code or an English country name; null when neither. */
export function countryCodeOf(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^[A-Za-z]{2}$/.test(text)) return COUNTRY_SET.has(text.toUpperCase()) ? text.toUpperCase() : null;
  return CODE_BY_NAME.get(normalise(text)) ?? null;
}

export interface KnownCity {
  id: number;
  name: string;
  country: string;
  aliases?: string[];
}

export const KNOWN_CITIES: KnownCity[] = [
  { id: 108410, name: "Riyadh", country: "SA" },
  { id: 105343, name: "Jeddah", country: "SA", aliases: ["jiddah", "jedda"] },
  { id: 104515, name: "Mecca", country: "SA", aliases: ["makkah"] },
  { id: 109223, name: "Medina", country: "SA", aliases: ["madinah", "al madinah"] },
  { id: 110336, name: "Dammam", country: "SA", aliases: ["ad dammam"] },
  { id: 109323, name: "Khobar", country: "SA", aliases: ["al khobar"] },
  { id: 107968, name: "Taif", country: "SA", aliases: ["ta'if", "ta’if"] },
  { id: 101628, name: "Tabuk", country: "SA" },
  { id: 292223, name: "Dubai", country: "AE" },
  { id: 292968, name: "Abu Dhabi", country: "AE" },
  { id: 292672, name: "Sharjah", country: "AE" },
  { id: 292932, name: "Ajman", country: "AE" },
  { id: 292913, name: "Al Ain", country: "AE" },
  { id: 285787, name: "Kuwait City", country: "KW", aliases: ["kuwait"] },
  { id: 290030, name: "Doha", country: "QA" },
  { id: 290340, name: "Manama", country: "BH" },
  { id: 287286, name: "Muscat", country: "OM" },
  { id: 360630, name: "Cairo", country: "EG" },
  { id: 361058, name: "Alexandria", country: "EG" },
  { id: 360995, name: "Giza", country: "EG" },
];

const CITY_BY_NAME = new Map<string, KnownCity>();
for (const city of KNOWN_CITIES) for (const name of [city.name, ...(city.aliases ?? [])]) CITY_BY_NAME.set(normalise(name), city);

/** The GeoNames id of a city we know by this name (in `country`, when that is known); null otherwise. */
export function cityIdOf(name: string | null | undefined, country?: string | null): number | null {
  if (!name) return null;
  const city = CITY_BY_NAME.get(normalise(name.split(",")[0] ?? name));
  if (!city || (country && city.country !== country)) return null;
  return city.id;
}
