import type { Persona } from "../sandbox/sandbox-persona.ts";

/**
 * A sandbox persona's figures as HypeAuditor's v2 report metrics: `{value, performance}` per metric,
 * with the metrics each platform has (TikTok's are [C]; the others follow the search filters' names).
 */

const PERIODS = ["7d", "30d", "90d", "180d", "365d", "all"] as const;
const MARKS = ["poor", "fair", "average", "good", "excellent"] as const;

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
export const round2 = (value: number) => Math.round(value * 100) / 100;

export function markOf(er: number): (typeof MARKS)[number] {
  return MARKS[er < 1 ? 0 : er < 2 ? 1 : er < 3.5 ? 2 : er < 6 ? 3 : 4] as (typeof MARKS)[number];
}

/** `{value, performance:{7d…all:{value, value_prev, mark, similar}}}`, drifting a little per period, the same every time. */
export function metric(persona: Persona, value: number, decimals = 0) {
  const seed = Number(persona.numericId.slice(-6));
  const at = (step: number) => {
    const drifted = value * (1 + ((((seed >> step) % 9) - 4) / 100) * (step + 1));
    return decimals === 0 ? Math.round(drifted) : round2(drifted);
  };
  const performance = Object.fromEntries(
    PERIODS.map((period, i) => [period, { value: at(i), value_prev: at(i + 1), mark: markOf(persona.er), similar: at(i + 2) }]),
  );
  return { value, performance };
}

export function figures(persona: Persona) {
  const likes = Math.round(mean(persona.media.map((m) => m.likes)));
  const comments = Math.round(mean(persona.media.map((m) => m.comments)));
  const reels = persona.media.filter((m) => m.kind === "reel" || m.kind === "short");
  const shortViews = Math.round(mean(reels.map((m) => m.views))) || Math.round(persona.viewsAvg * 1.2);
  return { likes, comments, shortViews };
}

export function metricsOf(persona: Persona) {
  const { likes, comments, shortViews } = figures(persona);
  const base = {
    subscribers_count: metric(persona, persona.followers),
    er: metric(persona, persona.er, 2),
    media_count: metric(persona, persona.postsCount),
    media_per_week: metric(persona, round2(persona.media.length / 8), 2),
    subscribers_growth_prc: metric(persona, round2((Number(persona.numericId.slice(-2)) % 40) / 10), 2),
  };
  switch (persona.platform) {
    case "instagram":
      return {
        ...base,
        alikes_avg: metric(persona, likes),
        comments_avg: metric(persona, comments),
        real_subscribers_count: metric(persona, Math.round(persona.followers * persona.credibility)),
        reels_video_views_avg: metric(persona, shortViews),
      };
    case "tiktok":
      return {
        ...base,
        views_avg: metric(persona, persona.viewsAvg),
        alikes_avg: metric(persona, likes),
        comments_avg: metric(persona, comments),
        shares_avg: metric(persona, Math.round(comments * 0.6)),
        likes_count: metric(persona, likes * persona.postsCount),
        likes_views_ratio: metric(persona, round2(likes / Math.max(1, persona.viewsAvg)), 2),
        comments_likes_ratio: metric(persona, round2(comments / Math.max(1, likes)), 2),
      };
    case "youtube":
      return {
        ...base,
        views_avg: metric(persona, persona.viewsAvg),
        alikes_avg: metric(persona, likes),
        comments_avg: metric(persona, comments),
        shorts_video_views_avg: metric(persona, shortViews),
      };
    case "twitter":
      return {
        ...base,
        twitter_tweet: metric(persona, round2(persona.postsCount / 365), 2),
        twitter_retweet: metric(persona, Math.round(likes * 0.3)),
        twitter_likes: metric(persona, likes),
        twitter_replies: metric(persona, comments),
      };
  }
}
