import { createHash } from "node:crypto";
import type { Persona } from "../sandbox/sandbox-persona.ts";
import { markOf, metricsOf, round2 } from "./hypeauditor-sandbox-metrics.ts";

/**
 * Sandbox personas in HypeAuditor's JSON: full v2 reports (metrics with their performance periods,
 * features under `data`). Discovery rows come from the synthetic market (hypeauditor-sandbox-search.ts).
 */

/** USD per 1,000 followers for a sponsored post ([U] currency): a plausible market rate. */
const USD_PER_THOUSAND = 6;

export const sandboxChannelId = (persona: Persona) => `UC${createHash("sha256").update(persona.handle).digest("base64url").slice(0, 22)}`;

export function sandboxAccountId(persona: Persona): string {
  return persona.platform === "youtube" ? sandboxChannelId(persona) : persona.numericId;
}

function socialNetwork(persona: Persona, avatarUrl: string) {
  const { platform, title, handle, followers, er } = persona;
  return {
    type: platform,
    title,
    social_id: sandboxAccountId(persona),
    username: handle,
    avatar_url: avatarUrl,
    subscribers_count: followers,
    er,
    state: "READY",
  };
}

function featuresOf(persona: Persona, avatarUrl: string) {
  const { audience, platform } = persona;
  const postPrice = Math.max(50, Math.round((persona.followers / 1_000) * USD_PER_THOUSAND));
  const common = {
    blogger_geo: { data: { country: persona.country } },
    blogger_languages: { data: [persona.language] },
    blogger_emails: { data: persona.email ? [persona.email] : [] },
    social_networks: { data: [socialNetwork(persona, avatarUrl)] },
  };
  if (platform === "twitter") return common;
  const ageGender = Object.fromEntries(
    Object.entries(audience.ages).map(([group, prc]) => [
      group,
      { male: round2((prc * audience.male) / 100), female: round2((prc * audience.female) / 100) },
    ]),
  );
  const real = round2(persona.credibility * 100 - 2);
  const score = { value: persona.aqs, mark: markOf(persona.aqs / 15), description: "Sandbox audience quality" };
  return {
    ...common,
    audience_age_gender: { data: ageGender },
    audience_geo: {
      data: {
        countries: audience.countries.map((c) => ({ code: c.code.toLowerCase(), name: c.name, prc: c.prc })),
        cities: audience.cities.map((c) => ({ id: c.id, name: c.name, prc: c.prc })),
      },
    },
    audience_languages: { data: [{ title: persona.language === "ar" ? "Arabic" : "English", prc: 64.5 }] },
    audience_by_type: { data: { real, infs: 2, susp: round2((100 - real - 2) * 0.6), mass: round2((100 - real - 2) * 0.4) } },
    [platform === "youtube" ? "cqs" : "aqs"]: { data: score },
    // YouTube thematics have ids of their own (not our categories): only their titles carry meaning.
    blogger_thematics: {
      data: persona.categories.map((id, i) => ({ id: platform === "youtube" ? 10 + i : id, title: persona.categoryNames[i] })),
    },
    blogger_prices: { data: { post_price: postPrice, ...(platform === "instagram" ? { story_price: Math.round(postPrice * 0.4) } : {}) } },
  };
}

export function sandboxReport(persona: Persona, avatarUrl: string) {
  return {
    result: {
      report_state: "READY",
      report_quality: "FULL",
      report: {
        basic: {
          id: sandboxAccountId(persona),
          username: persona.handle,
          title: persona.title,
          avatar_url: avatarUrl,
          description: persona.bio,
        },
        metrics: metricsOf(persona),
        features: featuresOf(persona, avatarUrl),
      },
    },
  };
}
