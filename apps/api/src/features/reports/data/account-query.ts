import type { TPlatform } from "@radar/contract/constants";
import { AGE_GROUPS, qualityBand } from "@radar/contract/search";
import { sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import { categoryById, cityNames, countryNames, interestById, type ResultRow } from "../../discovery/public.ts";
import type { AnalysedAccount, Bilingual, PlatformFigure } from "./report-model.ts";

/** Read-only: one account of the influencer index with its profile row, as a report analyses it. */
type AccountRow = Omit<ResultRow, "platform" | "language" | "last_media_at" | "email" | "phone" | "similarity"> & {
  platform: TPlatform;
  updated_at: Date;
};

const percent = (bp: number) => Math.round(bp) / 100;
const country = (code: string): Bilingual => {
  const names = countryNames(code);
  return { en: names.name, ar: names.name_ar };
};
const city = (id: number): Bilingual => {
  const names = cityNames(id);
  return { en: names.name, ar: names.name_ar };
};

function platformFigures(row: AccountRow): PlatformFigure[] {
  const figures: [PlatformFigure["key"], number | null][] = [
    ["reels_views", row.reels_views_avg],
    ["shorts_views", row.shorts_views_avg],
    ["total_likes", row.likes_count],
    ["tweets_per_day", row.avg_tweets],
    ["retweets_per_tweet", row.avg_retweets],
  ];
  return figures.flatMap(([key, value]) => (value === null ? [] : [{ key, value: Number(value) }]));
}

export async function findAccount(db: Database, influencerId: string): Promise<AnalysedAccount | null> {
  const { rows } = await sql<AccountRow>`
    SELECT i.id::text AS id, i.platform, i.username, i.full_name, i.followers, i.er_bp, i.aqs, i.views_avg,
      i.real_subscribers, i.reels_views_avg, i.shorts_views_avg, i.likes_count, i.avg_tweets, i.avg_retweets,
      i.is_verified, i.account_type, i.country_code, i.city_id, i.categories, i.interests,
      i.aud_male_bp, i.aud_female_bp, ARRAY[${sql.join(AGE_GROUPS.map((g) => sql.ref(`i.aud_${g}_bp`)))}] AS ages,
      i.updated_at, p.avatar_url, p.bio, p.credibility, p.likes_avg, p.comments_avg, p.posts_count,
      p.post_price, p.story_price, p.aud_countries, p.aud_cities
    FROM influencers i LEFT JOIN influencer_profiles p ON p.id = i.id
    WHERE i.id = ${influencerId}::bigint`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const hasAudience = row.aud_male_bp !== null && row.aud_female_bp !== null;
  return {
    influencerId: row.id,
    platform: row.platform,
    username: row.username,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    bio: row.bio ?? "",
    isVerified: row.is_verified,
    accountType: row.account_type,
    followers: row.followers,
    erPercent: percent(row.er_bp),
    aqs: row.aqs,
    qualityBand: qualityBand(row.aqs),
    credibility: row.credibility,
    viewsAvg: row.views_avg,
    likesAvg: row.likes_avg,
    commentsAvg: row.comments_avg,
    postsCount: row.posts_count,
    platformFigures: platformFigures(row),
    categories: row.categories.flatMap((id) => {
      const category = categoryById.get(id);
      return category ? [{ en: category.title, ar: category.title_ar }] : [];
    }),
    interests: row.interests.flatMap((id) => {
      const interest = interestById.get(id);
      return interest ? [{ en: interest.name, ar: interest.name_ar }] : [];
    }),
    country: row.country_code ? country(row.country_code) : null,
    city: row.city_id ? city(row.city_id) : null,
    postPrice: row.post_price,
    storyPrice: row.story_price,
    audience: hasAudience
      ? {
          male: percent(row.aud_male_bp ?? 0),
          female: percent(row.aud_female_bp ?? 0),
          age: AGE_GROUPS.map((group, i) => ({ group, prc: percent(row.ages[i] ?? 0) })),
          countries: (row.aud_countries ?? []).map(([code, bp]) => ({ label: country(code), prc: percent(bp) })),
          cities: (row.aud_cities ?? []).map(([id, bp]) => ({ label: city(id), prc: percent(bp) })),
        }
      : null,
    dataDate: row.updated_at,
  };
}
