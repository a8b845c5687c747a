import type { Persona } from "../sandbox/sandbox-persona.ts";
import { modashInterestName } from "./modash-interests.ts";
import { sandboxUserId } from "./modash-sandbox-data.ts";
import { sandboxStatHistory } from "./modash-sandbox-history.ts";

/** Sandbox personas in Modash's JSON: search-row profiles, handle-lookup users and full reports. */

const LANGUAGE_NAMES = { ar: "Arabic", en: "English" } as const;
const fraction = (percent: number) => Math.round(percent * 100) / 10_000;
const mean = (values: number[]) => (values.length === 0 ? 0 : Math.round(values.reduce((a, b) => a + b, 0) / values.length));

function url(persona: Persona, userId: string): string {
  if (persona.platform === "instagram") return `https://www.instagram.com/${persona.handle}/`;
  if (persona.platform === "tiktok") return `https://www.tiktok.com/@${persona.handle}`;
  return `https://www.youtube.com/channel/${userId}`;
}

/** `{userId, fullname, username, url, picture, followers, engagements, engagementRate}`, plus average views off Instagram. */
export function sandboxProfile(persona: Persona, picture: string, userId = sandboxUserId(persona.platform, persona.handle)) {
  return {
    userId,
    fullname: persona.title,
    username: persona.handle,
    url: url(persona, userId),
    picture,
    followers: persona.followers,
    engagements: Math.round((persona.followers * persona.er) / 100),
    engagementRate: fraction(persona.er),
    ...(persona.platform === "instagram" ? {} : { averageViews: persona.viewsAvg }),
  };
}

export function sandboxUser(persona: Persona, picture: string) {
  const profile = sandboxProfile(persona, picture);
  return {
    userId: profile.userId,
    username: profile.username,
    fullname: profile.fullname,
    picture,
    followers: persona.followers,
    isVerified: persona.verified,
  };
}

/** Modash's audience age codes [P]: 45–64 is one group there. */
function ages(persona: Persona) {
  const a = persona.audience.ages;
  const groups: [string, number][] = [
    ["13-17", a["13-17"]],
    ["18-24", a["18-24"]],
    ["25-34", a["25-34"]],
    ["35-44", a["35-44"]],
    ["45-64", a["45-54"] + a["55-64"]],
    ["65-", a["65+"]],
  ];
  return groups.map(([code, percent]) => ({ code, weight: fraction(percent) }));
}

function audience(persona: Persona) {
  const { male, female, countries, cities } = persona.audience;
  return {
    credibility: persona.credibility,
    notable: 0.04,
    genders: [
      { code: "MALE", weight: fraction(male) },
      { code: "FEMALE", weight: fraction(female) },
    ],
    ages: ages(persona),
    gendersPerAge: ages(persona).map(({ code, weight }) => ({ code, male: weight * fraction(male), female: weight * fraction(female) })),
    geoCountries: countries.map((c) => ({ name: c.name, code: c.code, weight: fraction(c.prc) })),
    geoCities: cities.map((c) => ({ name: c.name, weight: fraction(c.prc) })),
    languages: [{ code: persona.language, name: LANGUAGE_NAMES[persona.language], weight: 0.64 }],
    interests: persona.categoryNames.map((name, i) => ({
      name: modashInterestName(persona.categories[i] ?? 0, name),
      weight: 0.3 - i * 0.1,
    })),
  };
}

/** The body of `GET /{platform}/profile/{userId}/report` (a YouTube channel id the sandbox did not make keeps its id). */
export function sandboxReport(persona: Persona, picture: string, userId: string) {
  const profile = sandboxProfile(persona, picture, userId);
  const likes = mean(persona.media.map((m) => m.likes));
  const reels = persona.media.filter((m) => m.kind === "reel");
  return {
    error: false,
    profile: {
      userId: profile.userId,
      profile,
      isVerified: persona.verified,
      isPrivate: false,
      ...(persona.platform === "instagram" ? { accountType: "Creator" } : {}),
      bio: persona.bio,
      city: persona.city.name,
      state: "",
      country: persona.country,
      language: { code: persona.language, name: LANGUAGE_NAMES[persona.language] },
      contacts: persona.email ? [{ type: "email", value: persona.email }] : [],
      postsCount: persona.postsCount,
      avgLikes: likes,
      avgComments: mean(persona.media.map((m) => m.comments)),
      ...(persona.platform === "instagram"
        ? { avgReelsPlays: mean(reels.map((m) => m.views)) || persona.viewsAvg }
        : { avgViews: persona.viewsAvg }),
      stats: { followers: { value: persona.followers, compared: 0.01 }, avgLikes: { value: likes, compared: 0.02 } },
      statHistory: sandboxStatHistory(persona.followers, likes),
      recentPosts: persona.media.slice(0, 10).map((m) => ({
        id: m.id,
        url: `${profile.url}${m.id}`,
        created: new Date(m.publishedAt * 1000).toISOString(),
        likes: m.likes,
        comments: m.comments,
        ...(persona.platform === "instagram" ? {} : { views: m.views }),
        text: m.caption,
      })),
      popularPosts: [],
      interests: persona.categories.map((id, i) => ({ id: i + 1, name: modashInterestName(id, persona.categoryNames[i] ?? "") })),
      hashtags: [{ tag: (persona.categoryNames[0] ?? "life").split(" ")[0]?.toLowerCase(), weight: 0.2 }],
      audience: audience(persona),
    },
  };
}
