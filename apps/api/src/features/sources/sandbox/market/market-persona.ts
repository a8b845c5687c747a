import type { TPlatform } from "@radar/contract/constants";
import { categoryById, cityNames, countryNames } from "../../../discovery/public.ts";
import { type Persona, sandboxPersona } from "../sandbox-persona.ts";
import { findMarketAccount, lastPostAt, type MarketVendor, marketRecord } from "./synthetic-market.ts";

/**
 * A market account as a sandbox persona, so a service's report or lookup of an account its search
 * returned shows the same figures as the search row. Posts are the handle's persona's, scaled to
 * the account's averages and moved so the newest is the account's last post.
 */

const AGE_KEYS = ["13-17", "18-24", "25-34", "35-44", "45-54", "55-64", "65+"] as const;
const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
const ratio = (wanted: number | null, had: number) => (wanted === null || had <= 0 ? 1 : wanted / had);

/** The persona of `handle` in `vendor`'s market on `platform`, or null when that market does not hold it. */
export function marketPersona(vendor: MarketVendor, platform: TPlatform, handle: string): Persona | null {
  const account = findMarketAccount(vendor, platform, handle);
  if (!account) return null;
  const record = marketRecord(platform, account.row);
  const base = sandboxPersona(platform, account.username);
  const views = ratio(record.viewsAvg, mean(base.media.map((m) => m.views)));
  const likes = ratio(record.likesAvg, mean(base.media.map((m) => m.likes)));
  const comments = ratio(record.commentsAvg, mean(base.media.map((m) => m.comments)));
  const shift = lastPostAt(account) - (base.media[0]?.publishedAt ?? 0);
  const city = record.cityId === null ? base.city : { id: record.cityId, name: cityNames(record.cityId).name };
  const audience = record.audience;
  return {
    ...base,
    title: record.fullName,
    bio: record.bio,
    followers: record.followers,
    postsCount: record.postsCount ?? base.postsCount,
    er: record.erBp / 100,
    viewsAvg: record.viewsAvg ?? base.viewsAvg,
    verified: record.isVerified,
    country: record.countryCode ?? base.country,
    city,
    // Personas speak Arabic or English; the market's other languages show as English.
    language: record.language === "ar" ? "ar" : "en",
    categories: record.categories,
    categoryNames: record.categories.map((id) => categoryById.get(id)?.title ?? String(id)),
    email: record.email,
    aqs: record.aqs,
    credibility: (record.credibility ?? base.credibility * 100) / 100,
    audience: audience
      ? {
          male: audience.maleBp / 100,
          female: audience.femaleBp / 100,
          ages: Object.fromEntries(AGE_KEYS.map((key, i) => [key, (audience.ageBp[i] ?? 0) / 100])) as Persona["audience"]["ages"],
          countries: audience.countries.map(([code, bp]) => ({ code, name: countryNames(code).name, prc: bp / 100 })),
          cities: audience.cities.map(([id, bp]) => ({ id, name: cityNames(id).name, prc: bp / 100 })),
        }
      : base.audience,
    media: base.media.map((m) => ({
      ...m,
      publishedAt: m.publishedAt + shift,
      views: Math.max(1, Math.round(m.views * views)),
      likes: Math.round(m.likes * likes),
      comments: Math.round(m.comments * comments),
    })),
  };
}
