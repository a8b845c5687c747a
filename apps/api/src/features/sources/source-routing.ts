import type { TPlatform } from "@radar/contract/constants";
import type { TSourceId } from "@radar/contract/sources";

/**
 * Which sources look up an account of a platform, best first: the platform's own API (free or
 * cheap, authoritative on existence), then the vendors (paid per report). TikTok has no platform
 * API usable by a commercial product (the Research API is academic only; the Display API needs the
 * creator's consent: data-sources.md §3), so only the vendors cover it.
 */
export const LOOKUP_ORDER: Record<TPlatform, readonly TSourceId[]> = {
  youtube: ["youtube", "hypeauditor", "modash"],
  instagram: ["instagram", "modash", "hypeauditor"],
  twitter: ["x", "hypeauditor"],
  tiktok: ["modash", "hypeauditor"],
};

/** YouTube channel ids (what /channel/<id> links carry) rather than handles. */
export const YOUTUBE_CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
