import type { TPlatform } from "@radar/contract/constants";
import type { AudienceRecord } from "../../../../discovery/public.ts";
import { AUDIENCE_ABROAD, profileByCountry } from "./geography.ts";
import { type Prng, splitInteger } from "./prng.ts";

/** Average age mix per platform (13_17 … 65_plus), from public platform demographics. */
const AGE_BASE: Record<TPlatform, number[]> = {
  instagram: [5, 30, 34, 18, 8, 3, 2],
  tiktok: [14, 38, 27, 12, 5, 3, 1],
  youtube: [7, 25, 31, 20, 10, 5, 2],
  twitter: [3, 22, 35, 22, 11, 5, 2],
};
/** How each age group moves when an audience skews young (+) or old (−). */
const AGE_TILT = [1.1, 0.6, 0.05, -0.35, -0.7, -0.95, -1.1];

function genderSplit(rng: Prng, femaleBase: number): Pick<AudienceRecord, "maleBp" | "femaleBp"> {
  const female = Math.min(0.97, Math.max(0.03, rng.normal(femaleBase, 0.11)));
  const femaleBp = Math.round(female * 10_000);
  return { femaleBp, maleBp: 10_000 - femaleBp };
}

function ageSplit(rng: Prng, platform: TPlatform, youth: number): number[] {
  // Dirichlet draw around the platform's mix, tilted by the content's youth.
  const base = AGE_BASE[platform];
  const weights: number[] = new Array(base.length);
  for (let i = 0; i < base.length; i += 1)
    weights[i] = rng.gamma(Math.max(0.05, (base[i] as number) * 0.6 * Math.exp(youth * (AGE_TILT[i] ?? 0))));
  return splitInteger(10_000, weights);
}

/**
 * Sorts places by share, largest first, keeping the order of equal shares: the stable sort the
 * generator always used, by insertion (the lists hold a few places; Array.prototype.sort with a
 * comparator was a tenth of the seed's generator time).
 */
function sortByShare<Place extends [unknown, number]>(places: Place[]): void {
  for (let i = 1; i < places.length; i += 1) {
    const place = places[i] as Place;
    let j = i - 1;
    while (j >= 0 && (places[j] as Place)[1] < place[1]) {
      places[j + 1] = places[j] as Place;
      j -= 1;
    }
    places[j + 1] = place;
  }
}

function countrySplit(rng: Prng, home: string): [string, number][] {
  const homeProfile = profileByCountry.get(home);
  const homeShare = Math.min(0.9, Math.max(0.2, rng.normal(homeProfile?.arabic ? 0.55 : 0.5, 0.14)));
  // Distinct countries other than home, in the order first drawn.
  const codes = [home];
  const wanted = rng.int(3, 8);
  for (let attempt = 0; codes.length - 1 < wanted && attempt < 30; attempt += 1) {
    const code = AUDIENCE_ABROAD.pick(rng);
    if (!codes.includes(code)) codes.push(code);
  }
  const weights: number[] = new Array(codes.length);
  weights[0] = homeShare;
  let abroadTotal = 0;
  for (let i = 1; i < codes.length; i += 1) {
    const weight = rng.gamma(1.2);
    weights[i] = weight;
    abroadTotal += weight;
  }
  abroadTotal ||= 1;
  for (let i = 1; i < codes.length; i += 1) weights[i] = ((weights[i] as number) / abroadTotal) * (1 - homeShare);
  const shares = splitInteger(10_000, weights);
  const countries: [string, number][] = [];
  for (let i = 0; i < codes.length; i += 1) {
    const bp = shares[i] ?? 0;
    if (bp > 0) countries.push([codes[i] as string, bp]);
  }
  sortByShare(countries);
  return countries;
}

/** Cities take part of their country's share: the rest of that country lives elsewhere. */
function citySplit(rng: Prng, countries: [string, number][]): [number, number][] {
  const cities: [number, number][] = [];
  for (const [code, countryBp] of countries) {
    const profile = profileByCountry.get(code);
    if (!profile) continue;
    const covered = countryBp * (0.5 + rng.next() * 0.35);
    // As slice() did before: a country without cities still draws, and takes none.
    const count = Math.min(profile.cities.length, rng.int(1, Math.min(3, profile.cities.length)));
    const weights: number[] = new Array(count);
    for (let i = 0; i < count; i += 1) weights[i] = (profile.cities[i] as [number, number])[1] * (0.6 + rng.next() * 0.8);
    const parts = splitInteger(Math.floor(covered), weights);
    for (let i = 0; i < count; i += 1) {
      const bp = parts[i] ?? 0;
      if (bp > 0) cities.push([(profile.cities[i] as [number, number])[0], bp]);
    }
  }
  sortByShare(cities);
  if (cities.length > 10) cities.length = 10;
  return cities;
}

export function generateAudience(rng: Prng, platform: TPlatform, home: string, femaleBase: number, youth: number): AudienceRecord {
  const countries = countrySplit(rng, home);
  return {
    ...genderSplit(rng, femaleBase),
    ageBp: ageSplit(rng, platform, youth),
    countries: countries.length > 10 ? countries.slice(0, 10) : countries,
    cities: citySplit(rng, countries),
  };
}
