import type { TPlatform } from "@radar/contract/constants";
import type { AudienceRecord } from "../../features/discovery/public.ts";
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
  const weights = AGE_BASE[platform].map((base, i) => rng.gamma(Math.max(0.05, base * 0.6 * Math.exp(youth * (AGE_TILT[i] ?? 0)))));
  return splitInteger(10_000, weights);
}

function countrySplit(rng: Prng, home: string): [string, number][] {
  const homeProfile = profileByCountry.get(home);
  const homeShare = Math.min(0.9, Math.max(0.2, rng.normal(homeProfile?.arabic ? 0.55 : 0.5, 0.14)));
  const abroad = new Set<string>();
  const wanted = rng.int(3, 8);
  for (let attempt = 0; abroad.size < wanted && attempt < 30; attempt += 1) {
    const code = AUDIENCE_ABROAD.pick(rng);
    if (code !== home) abroad.add(code);
  }
  const abroadCodes = [...abroad];
  const abroadWeights = abroadCodes.map(() => rng.gamma(1.2));
  const abroadTotal = abroadWeights.reduce((a, b) => a + b, 0) || 1;
  const weights = [homeShare, ...abroadWeights.map((w) => (w / abroadTotal) * (1 - homeShare))];
  const shares = splitInteger(10_000, weights);
  return [home, ...abroadCodes]
    .map((code, i) => [code, shares[i] ?? 0] as [string, number])
    .filter(([, bp]) => bp > 0)
    .sort((a, b) => b[1] - a[1]);
}

/** Cities take part of their country's share: the rest of that country lives elsewhere. */
function citySplit(rng: Prng, countries: [string, number][]): [number, number][] {
  const cities: [number, number][] = [];
  for (const [code, countryBp] of countries) {
    const profile = profileByCountry.get(code);
    if (!profile) continue;
    const covered = countryBp * (0.5 + rng.next() * 0.35);
    const top = profile.cities.slice(0, rng.int(1, Math.min(3, profile.cities.length)));
    const weights = top.map(([, w]) => w * (0.6 + rng.next() * 0.8));
    const parts = splitInteger(Math.floor(covered), weights);
    top.forEach(([id], i) => {
      const bp = parts[i] ?? 0;
      if (bp > 0) cities.push([id, bp]);
    });
  }
  return cities.sort((a, b) => b[1] - a[1]).slice(0, 10);
}

export function generateAudience(rng: Prng, platform: TPlatform, home: string, femaleBase: number, youth: number): AudienceRecord {
  const countries = countrySplit(rng, home);
  return {
    ...genderSplit(rng, femaleBase),
    ageBp: ageSplit(rng, platform, youth),
    countries: countries.slice(0, 10),
    cities: citySplit(rng, countries),
  };
}
