import type { AudienceRecord } from "../../discovery/public.ts";
import { splitBasisPoints } from "../record-builder.ts";
import { ZAudienceSchema } from "./modash-answers.ts";
import { cityIdOf, countryCodeOf } from "./modash-places.ts";

/**
 * Modash's age codes → our seven groups. Its search filters list "45-64" and "65-" [P]: a 45–64
 * share is split evenly between our 45–54 and 55–64 groups (and the audience marked as estimated).
 */
const AGE_INDEX: Record<string, number> = { "13-17": 0, "18-24": 1, "25-34": 2, "35-44": 3, "45-54": 4, "55-64": 5, "65-": 6, "65+": 6 };
const SPLIT_45_64 = "45-64";

const weightToBp = (weight: number) => Math.max(0, Math.min(10_000, Math.round(weight * 10_000)));

export interface ModashAudience {
  audience: AudienceRecord | null;
  /** Percent of real followers (`audience.credibility`, a fraction), one decimal. */
  credibility: number | null;
  /** True when a share had to be split between two of our groups. */
  estimated: boolean;
}

/** `profile.audience` in our shape: a gender split is required for an audience; countries and known cities, top ten each. */
export function modashAudience(raw: unknown): ModashAudience {
  const parsed = ZAudienceSchema.safeParse(raw);
  if (!parsed.success) return { audience: null, credibility: null, estimated: false };
  const data = parsed.data;
  const credibility = data.credibility == null ? null : Math.round(data.credibility * 1000) / 10;
  const weight = (code: string) => data.genders?.find((g) => g.code.toUpperCase() === code)?.weight ?? 0;
  const gender = splitBasisPoints([weight("MALE"), weight("FEMALE")]);
  if (!gender) return { audience: null, credibility, estimated: false };
  const ages = [0, 0, 0, 0, 0, 0, 0];
  let estimated = false;
  for (const { code, weight: share } of data.ages ?? []) {
    if (code === SPLIT_45_64) {
      ages[4] = (ages[4] ?? 0) + share / 2;
      ages[5] = (ages[5] ?? 0) + share / 2;
      estimated = true;
      continue;
    }
    const index = AGE_INDEX[code];
    if (index !== undefined) ages[index] = (ages[index] ?? 0) + share;
  }
  const countries: [string, number][] = (data.geoCountries ?? [])
    .map((c) => [countryCodeOf(c.code) ?? countryCodeOf(c.name), weightToBp(c.weight)] as [string | null, number])
    .filter((entry): entry is [string, number] => entry[0] !== null && entry[1] > 0);
  const cities: [number, number][] = (data.geoCities ?? [])
    .map((c) => [cityIdOf(c.name), weightToBp(c.weight)] as [number | null, number])
    .filter((entry): entry is [number, number] => entry[0] !== null && entry[1] > 0);
  const byShare = <T>(a: [T, number], b: [T, number]) => b[1] - a[1];
  return {
    audience: {
      maleBp: gender[0] ?? 0,
      femaleBp: gender[1] ?? 0,
      ageBp: splitBasisPoints(ages) ?? [0, 0, 0, 0, 0, 0, 0],
      countries: countries.sort(byShare).slice(0, 10),
      cities: cities.sort(byShare).slice(0, 10),
    },
    credibility,
    estimated,
  };
}
