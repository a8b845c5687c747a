import { sandboxAvatarUrl } from "../sandbox/sandbox-avatar.routes.ts";
import type { Persona } from "../sandbox/sandbox-persona.ts";

/** X API v2's bodies as the X sandbox answers them: users in v2's shape, and v2's problems. */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const PROBLEMS = "https://api.twitter.com/2/problems";

/** Every user field v2 knows ([C]/[P] field lists); the sandbox renders those a persona has. */
export const X_KNOWN_USER_FIELDS = new Set([
  "affiliation",
  "confirmed_email",
  "connection_status",
  "created_at",
  "description",
  "entities",
  "id",
  "is_identity_verified",
  "location",
  "most_recent_tweet_id",
  "name",
  "parody",
  "pinned_tweet_id",
  "profile_banner_url",
  "profile_image_url",
  "protected",
  "public_metrics",
  "receives_your_dm",
  "subscription",
  "subscription_type",
  "url",
  "username",
  "verified",
  "verified_followers_count",
  "verified_type",
  "withheld",
]);

export const X_PROBLEMS = {
  unauthorized: { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" },
  tooManyRequests: { title: "Too Many Requests", type: "about:blank", status: 429, detail: "Too Many Requests" },
  // [P/U] the exact title and detail; the type is [C/P] (data-sources.md §4).
  creditsDepleted: {
    title: "CreditsDepleted",
    detail: "Your enrolled account does not have any credits to fulfill this request.",
    type: `${PROBLEMS}/credits-depleted`,
  },
  serverError: (status: 500 | 503) =>
    status === 500
      ? { title: "Internal Server Error", type: "about:blank", status, detail: "Internal Server Error" }
      : { title: "Service Unavailable", type: "about:blank", status, detail: "Service Unavailable" },
  invalidRequest: (parameter: string, values: string[], message: string) => ({
    errors: [{ parameters: { [parameter]: values }, message }],
    title: "Invalid Request",
    detail: "One or more parameters to your request was invalid.",
    type: `${PROBLEMS}/invalid-request`,
  }),
};

/** The partial error of an unknown username, delivered with HTTP 200 (data-sources.md §4, [C]). */
export const notFoundError = (username: string) => ({
  value: username,
  detail: `Could not find user with username: [${username}].`,
  title: "Not Found Error",
  resource_type: "user",
  parameter: "username",
  resource_id: username,
  type: `${PROBLEMS}/resource-not-found`,
});

const shortCode = (text: string) => Buffer.from(text).toString("base64url").replace(/[-_]/g, "").slice(0, 10).padEnd(10, "x");

/** A persona as a v2 user with only the requested fields (id, name and username always, as X does). */
export function renderXUser(persona: Persona, fields: Set<string>, publicUrl: string, username = persona.handle): { [key: string]: Json } {
  const website = persona.website;
  const shortUrl = website ? `https://t.co/${shortCode(website)}` : null;
  const description = persona.email ? `${persona.bio} | ${persona.email}` : persona.bio;
  const values: Record<string, Json | undefined> = {
    created_at: persona.createdAt.toISOString(),
    description,
    entities: shortUrl
      ? {
          url: {
            urls: [
              {
                start: 0,
                end: shortUrl.length,
                url: shortUrl,
                expanded_url: website,
                display_url: website?.replace(/^https?:\/\//, "") ?? "",
              },
            ],
          },
        }
      : undefined,
    location: persona.city.name,
    most_recent_tweet_id: `1${persona.numericId.padStart(18, "0").slice(-18)}`,
    profile_image_url: sandboxAvatarUrl(publicUrl, "twitter", persona.handle),
    protected: false,
    public_metrics: {
      followers_count: persona.followers,
      following_count: persona.following,
      tweet_count: persona.postsCount,
      listed_count: Math.round(persona.followers / 400),
      like_count: persona.postsCount * 3,
      media_count: Math.round(persona.postsCount / 4),
    },
    url: shortUrl ?? "",
    verified: persona.verified,
    verified_type: persona.verified ? "blue" : "none",
  };
  const user: { [key: string]: Json } = { id: persona.numericId, name: persona.title, username };
  for (const field of fields) {
    const value = values[field];
    if (value !== undefined) user[field] = value;
  }
  return user;
}
