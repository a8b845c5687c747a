import { z } from "zod";

/**
 * The parts of Modash's JSON we read (reference/data-sources.md §6), loose everywhere else. The
 * audience is read on its own (modash-audience.ts), so an odd audience block never costs a report.
 */

const ZId = z.union([z.string(), z.number()]).transform(String);
const count = z.number().nonnegative().nullish();

/** `profile` of a search row and of a report: `{userId, fullname, username, url, picture, followers, engagements, engagementRate}` [C]. */
export const ZProfileSchema = z
  .object({
    userId: ZId.nullish(),
    fullname: z.string().nullish(),
    username: z.string().nullish(),
    /** [U] YouTube rows may name the channel by `handle` rather than `username`. */
    handle: z.string().nullish(),
    url: z.string().nullish(),
    picture: z.string().nullish(),
    followers: count,
    engagements: count,
    /** A fraction (0.0273 = 2.73 %). */
    engagementRate: z.number().nonnegative().nullish(),
    /** [U] "averageViews or similar" on YouTube and TikTok rows. */
    averageViews: count,
  })
  .passthrough();
export type ModashProfile = z.output<typeof ZProfileSchema>;

/** `POST /{platform}/search`: `{error:false, total, directs[], lookalikes[], isExactMatch}` [C]. */
export const ZSearchAnswerSchema = z
  .object({
    total: z.number().int().nonnegative(),
    directs: z.array(z.object({ userId: ZId, profile: ZProfileSchema }).passthrough()).nullish(),
    lookalikes: z.array(z.unknown()).nullish(),
    isExactMatch: z.boolean().nullish(),
  })
  .passthrough();

/** `GET /{platform}/users?query=&limit=`: `{error:false, users:[{userId, username, …}]}` [P]. */
export const ZUsersAnswerSchema = z.object({
  users: z.array(z.object({ userId: ZId, username: z.string().nullish(), handle: z.string().nullish(), followers: count }).passthrough()),
});

const ZPostSchema = z.object({ created: z.union([z.string(), z.number()]).nullish() }).passthrough();

/** `GET /{platform}/profile/{userId}/report`: `{error:false, profile:{userId, profile:{…}, isVerified, bio, …}}` [P]. */
export const ZReportSchema = z
  .object({
    userId: ZId.nullish(),
    profile: ZProfileSchema,
    isVerified: z.boolean().nullish(),
    isPrivate: z.boolean().nullish(),
    bio: z.string().nullish(),
    city: z.string().nullish(),
    country: z.string().nullish(),
    language: z.object({ code: z.string().nullish() }).passthrough().nullish(),
    contacts: z.array(z.object({ type: z.string(), value: z.string() }).passthrough()).nullish(),
    postsCount: count,
    avgLikes: count,
    avgComments: count,
    avgViews: count,
    avgReelsPlays: count,
    recentPosts: z.array(ZPostSchema).nullish(),
    /** [U] item shape: `{id, name}` objects or plain names. */
    interests: z.array(z.union([z.string(), z.object({ name: z.string().nullish() }).passthrough()])).nullish(),
    audience: z.unknown().optional(),
  })
  .passthrough();
export type ModashReport = z.output<typeof ZReportSchema>;
export const ZReportAnswerSchema = z.object({ profile: ZReportSchema });

/** `profile.audience` [P]: weights are fractions of the audience. */
export const ZAudienceSchema = z
  .object({
    credibility: z.number().min(0).max(1).nullish(),
    genders: z.array(z.object({ code: z.string(), weight: z.number() })).nullish(),
    ages: z.array(z.object({ code: z.string(), weight: z.number() })).nullish(),
    geoCountries: z.array(z.object({ name: z.string().nullish(), code: z.string().nullish(), weight: z.number() })).nullish(),
    geoCities: z.array(z.object({ name: z.string(), weight: z.number() })).nullish(),
  })
  .passthrough();

/** `GET /{platform}/locations?query=&limit=`: `{error:false, locations:[{id, name, title}], total}` [P]. */
export const ZLocationsAnswerSchema = z.object({
  locations: z.array(z.object({ id: z.number().int(), name: z.string(), title: z.string().nullish() }).passthrough()),
});

/** `GET /{platform}/interests?query=` [U: shaped as the locations dictionary]. */
export const ZDictionaryAnswerSchema = z.object({
  interests: z.array(z.object({ id: z.number().int(), name: z.string() }).passthrough()),
});

/** `GET /user/info` [P]: clients read `billing.credits` and `billing.rawRequests`; the exact shape is uncertain. */
export const ZUserInfoAnswerSchema = z
  .object({ billing: z.object({ credits: z.number().nullish(), rawRequests: z.number().nullish() }).passthrough().nullish() })
  .passthrough();

/** `{error:true, message?, code?}`; the `code` strings are [U]. */
export const ZErrorBodySchema = z.object({
  error: z.literal(true),
  message: z.string().nullish(),
  code: z.union([z.string(), z.number()]).nullish(),
});
