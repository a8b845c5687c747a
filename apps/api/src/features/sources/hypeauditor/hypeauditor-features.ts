import type { TPlatform } from "@radar/contract/constants";
import type { AudienceRecord } from "../../discovery/public.ts";
import { categoryById, resolveCategory } from "../../discovery/public.ts";
import { splitBasisPoints } from "../record-builder.ts";
import {
  type HypeAuditorFeatures,
  ZAgeGenderSchema,
  ZAudienceByTypeSchema,
  ZAudienceGeoSchema,
  ZTextListSchema,
  ZThematicsSchema,
} from "./hypeauditor-answers.ts";

/** HypeAuditor's age keys (report `"13-17"`… `"65+"`; search filters `13_17`… `65`) → our seven groups, in order. */
const AGE_INDEX: Record<string, number> = {
  "13-17": 0,
  "18-24": 1,
  "25-34": 2,
  "35-44": 3,
  "45-54": 4,
  "55-64": 5,
  "65+": 6,
  "65": 6,
};

const percentToBp = (percent: number) => Math.max(0, Math.min(10_000, Math.round(percent * 100)));

/**
 * The audience from `audience_age_gender` (gender split and the seven age groups, each normalised to
 * 10,000) and `audience_geo` (top ten countries as ISO codes, top ten cities that come with a
 * GeoNames id; the others are skipped). Null without an age-gender breakdown: a row's audience
 * always has a gender split.
 */
export function audienceOf(features: HypeAuditorFeatures): AudienceRecord | null {
  const ageGender = ZAgeGenderSchema.safeParse(features.audience_age_gender);
  if (!ageGender.success) return null;
  let male = 0;
  let female = 0;
  const ages = [0, 0, 0, 0, 0, 0, 0];
  for (const [key, split] of Object.entries(ageGender.data.data)) {
    male += split.male;
    female += split.female;
    const index = AGE_INDEX[key.replace("_", "-")];
    if (index !== undefined) ages[index] = (ages[index] ?? 0) + split.male + split.female;
  }
  const gender = splitBasisPoints([male, female]);
  if (!gender) return null;
  const geo = ZAudienceGeoSchema.safeParse(features.audience_geo);
  const countries: [string, number][] = (geo.success ? (geo.data.data.countries ?? []) : [])
    .map((c) => [c.code.trim().toUpperCase(), percentToBp(c.prc)] as [string, number])
    .filter(([code, bp]) => /^[A-Z]{2}$/.test(code) && bp > 0);
  const cities: [number, number][] = (geo.success ? (geo.data.data.cities ?? []) : [])
    .map((c) => [Number(c.id), percentToBp(c.prc)] as [number, number])
    .filter(([id, bp]) => Number.isInteger(id) && id > 0 && bp > 0);
  const byShare = <T>(a: [T, number], b: [T, number]) => b[1] - a[1];
  return {
    maleBp: gender[0] ?? 0,
    femaleBp: gender[1] ?? 0,
    ageBp: splitBasisPoints(ages) ?? [0, 0, 0, 0, 0, 0, 0],
    countries: countries.sort(byShare).slice(0, 10),
    cities: cities.sort(byShare).slice(0, 10),
  };
}

/**
 * Our credibility (percent of real followers, one decimal). From `audience_by_type` [U shape]: real
 * people plus influencers (both are genuine accounts; suspicious accounts and mass followers are
 * not); otherwise Instagram's `real_subscribers_count` over `subscribers_count`. Null when neither.
 */
export function credibilityOf(features: HypeAuditorFeatures, followers: number, realSubscribers: number | null): number | null {
  const byType = ZAudienceByTypeSchema.safeParse(features.audience_by_type);
  if (byType.success && byType.data.data.real != null) {
    const genuine = byType.data.data.real + (byType.data.data.infs ?? 0);
    return Math.round(Math.min(100, Math.max(0, genuine)) * 10) / 10;
  }
  if (realSubscribers !== null && followers > 0) return Math.round(Math.min(100, (realSubscribers / followers) * 100) * 10) / 10;
  return null;
}

export function textList(feature: unknown): string[] {
  const parsed = ZTextListSchema.safeParse(feature);
  if (!parsed.success) return [];
  return parsed.data.data
    .map((item) => (typeof item === "string" ? item : (item.email ?? item.value ?? item.code ?? "")).trim())
    .filter(Boolean);
}

/**
 * Our category ids are HypeAuditor's Instagram/TikTok category taxonomy (1000–1052), so those ids
 * are taken as they are; YouTube's thematics have ids of their own, so there (and for anything
 * unknown) the title is matched against our category names.
 */
export function categoriesOf(platform: TPlatform, features: HypeAuditorFeatures): number[] {
  const found: number[] = [];
  for (const feature of [features.blogger_categories, features.blogger_thematics]) {
    const parsed = ZThematicsSchema.safeParse(feature);
    if (!parsed.success) continue;
    for (const item of parsed.data.data) {
      const id = typeof item === "number" ? item : item.id;
      const title = typeof item === "number" ? null : (item.title ?? item.name);
      const byId = id != null && platform !== "youtube" && categoryById.has(id) ? id : null;
      const category = byId ?? (title ? resolveCategory(title) : null);
      if (category !== null && !found.includes(category)) found.push(category);
    }
  }
  return found.slice(0, 5);
}
