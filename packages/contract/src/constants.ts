/** Business constants of SPEC §9 that both the server and the web app rely on. */

export const API_TIMEOUT_MS = 30_000;
/** The web app refreshes the access token when fewer than this many ms remain. */
export const TOKEN_REFRESH_THRESHOLD_MS = 5 * 60 * 1000;
/** The largest value of a PostgreSQL integer column (ids, followers): larger input is refused by validation. */
export const INT32_MAX = 2_147_483_647;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024; // 5242880
export const AVATAR_MIME_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

export const PLANS_STALE_TIME_MS = 300_000;
export const PLANS_GC_TIME_MS = 1_800_000;
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;

export const LANGUAGES = ["en", "ar"] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = "en";
/** localStorage key holding the chosen language (SPEC §1). */
export const LANGUAGE_STORAGE_KEY = "app-language";

export const ROLES = ["user", "admin"] as const;
export type TRole = (typeof ROLES)[number];

export const PLATFORMS = ["instagram", "tiktok", "youtube", "twitter"] as const;
export type TPlatform = (typeof PLATFORMS)[number];

export const CURRENCY = "SAR";

/** The detail of the 404 from GET /api/subscriptions/current/ when the user has no subscription. */
export const NO_ACTIVE_SUBSCRIPTION = "No active subscription found";
