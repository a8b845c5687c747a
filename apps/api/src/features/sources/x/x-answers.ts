import { z } from "zod";

/** The parts of X API v2's answers the X client reads; loose where X adds fields. */

const ZCount = z.union([z.number(), z.string()]).nullish();

const ZUrlEntitySchema = z.object({ expanded_url: z.string().nullish(), url: z.string().nullish() }).loose();

export const ZXUserSchema = z
  .object({
    id: z.string(),
    name: z.string().nullish(),
    username: z.string(),
    created_at: z.string().nullish(),
    description: z.string().nullish(),
    location: z.string().nullish(),
    profile_image_url: z.string().nullish(),
    public_metrics: z
      .object({
        followers_count: ZCount,
        following_count: ZCount,
        tweet_count: ZCount,
        listed_count: ZCount,
        like_count: ZCount,
        media_count: ZCount,
      })
      .loose()
      .nullish(),
    url: z.string().nullish(),
    verified: z.boolean().nullish(),
    verified_type: z.string().nullish(),
    protected: z.boolean().nullish(),
    entities: z
      .object({
        url: z
          .object({ urls: z.array(ZUrlEntitySchema).nullish() })
          .loose()
          .nullish(),
        description: z
          .object({ urls: z.array(ZUrlEntitySchema).nullish() })
          .loose()
          .nullish(),
      })
      .loose()
      .nullish(),
  })
  .loose();
export type TXUser = z.infer<typeof ZXUserSchema>;

/** `GET /2/users/by/username/{username}` when the user exists. */
export const ZXUserAnswerSchema = z.object({ data: ZXUserSchema }).loose();

/**
 * A partial error of a v2 answer (delivered with HTTP 200, e.g. an unknown username):
 * `{title, detail, type: ".../problems/resource-not-found", resource_type, parameter, value}`.
 */
export const ZXPartialErrorSchema = z
  .object({
    title: z.string().optional(),
    detail: z.string().optional(),
    type: z.string().optional(),
    resource_type: z.string().optional(),
    parameter: z.string().optional(),
    value: z.unknown().optional(),
  })
  .loose();

export const ZXErrorsAnswerSchema = z.object({ errors: z.array(ZXPartialErrorSchema).min(1) }).loose();

/** A v2 problem (RFC 7807-like): 401 `about:blank`, 402 `.../credits-depleted`, 429, 400 `.../invalid-request`. */
export const ZXProblemSchema = z
  .object({ title: z.string().optional(), detail: z.string().optional(), type: z.string().optional(), status: z.number().optional() })
  .loose();
