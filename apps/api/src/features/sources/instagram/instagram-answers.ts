import { z } from "zod";

/**
 * The parts of the Graph API's answers the Instagram client reads. Loose where Meta adds fields;
 * counts accept numbers (what Graph sends) or strings, so a change of encoding is not an outage.
 */

const ZCount = z.union([z.number(), z.string()]).nullish();

/** The Graph error envelope (IG error-codes page); sent with HTTP 400/403/500, never 429. */
export const ZGraphErrorAnswerSchema = z.object({
  error: z
    .object({
      message: z.string().default(""),
      type: z.string().optional(),
      code: z.number().int(),
      error_subcode: z.number().int().optional(),
      is_transient: z.boolean().optional(),
      error_user_title: z.string().optional(),
      error_user_msg: z.string().optional(),
      fbtrace_id: z.string().optional(),
    })
    .loose(),
});
export type TGraphError = z.infer<typeof ZGraphErrorAnswerSchema>["error"];

export const ZGraphMediaSchema = z
  .object({
    id: z.string(),
    caption: z.string().nullish(),
    media_type: z.string().nullish(),
    media_product_type: z.string().nullish(),
    permalink: z.string().nullish(),
    timestamp: z.string().nullish(),
    like_count: ZCount,
    comments_count: ZCount,
  })
  .loose();
export type TGraphMedia = z.infer<typeof ZGraphMediaSchema>;

/** The IG user a Business Discovery field expansion describes (public fields only). */
export const ZBusinessDiscoverySchema = z
  .object({
    id: z.string(),
    ig_id: z.union([z.number(), z.string()]).nullish(),
    username: z.string().nullish(),
    name: z.string().nullish(),
    biography: z.string().nullish(),
    website: z.string().nullish(),
    profile_picture_url: z.string().nullish(),
    followers_count: ZCount,
    follows_count: ZCount,
    media_count: ZCount,
    media: z
      .object({
        data: z.array(ZGraphMediaSchema),
        paging: z
          .object({ cursors: z.object({ before: z.string().optional(), after: z.string().optional() }).loose() })
          .loose()
          .optional(),
      })
      .loose()
      .nullish(),
  })
  .loose();
export type TBusinessDiscovery = z.infer<typeof ZBusinessDiscoverySchema>;

/** `GET /{version}/{our-ig-user-id}?fields=business_discovery.username(x){…}`: our node with the target inside. */
export const ZBusinessDiscoveryAnswerSchema = z
  .object({
    // Absent for accounts Meta withholds (age-gated ones "return nothing", data-sources.md §2).
    business_discovery: ZBusinessDiscoverySchema.optional(),
    id: z.string(),
  })
  .loose();
export type TBusinessDiscoveryAnswer = z.infer<typeof ZBusinessDiscoveryAnswerSchema>;

/** `GET /{version}/{our-ig-user-id}?fields=id,username`: our own account (the connection test). */
export const ZOwnAccountAnswerSchema = z.object({ id: z.string(), username: z.string().optional() }).loose();

/** X-App-Usage: `{call_count, total_cputime, total_time}`, each a percentage of the app's window. */
export const ZAppUsageSchema = z.record(z.string(), z.unknown());

/** X-Business-Use-Case-Usage: per business object id, an array of usages per use-case type. */
export const ZBusinessUseCaseUsageSchema = z.record(z.string(), z.array(z.record(z.string(), z.unknown())));
