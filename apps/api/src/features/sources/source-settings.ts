import type { TPlatform } from "@radar/contract/constants";
import type { TSourceId, TSourceMode } from "@radar/contract/sources";
import type { AppConfig } from "../../core/config/config.ts";
import { selfBaseUrl } from "../../core/config/self-url.ts";

/** Credentials the built-in sandboxes accept, and the clients send when a source has none configured. */
export const SANDBOX_CREDENTIALS = {
  youtube: { apiKey: "sandbox-youtube-key" },
  instagram: { accessToken: "sandbox-instagram-token", userId: "17841400000000001", appSecret: "sandboxinstagramappsecret0000001" },
  x: { bearerToken: "sandbox-x-bearer-token" },
  hypeauditor: { clientId: "sandbox-client-id", token: "sandbox-hypeauditor-token" },
  modash: { apiToken: "sandbox-modash-token" },
} as const;

/** Where each sandbox is mounted: the real service's path layout below `/sandbox/<name>`. */
export const SANDBOX_PATHS: Record<TSourceId, string> = {
  youtube: "/sandbox/youtube/v3",
  instagram: "/sandbox/graph",
  x: "/sandbox/x/2",
  hypeauditor: "/sandbox/hypeauditor/api/method",
  modash: "/sandbox/modash/v1",
};

export interface SourceSettings {
  id: TSourceId;
  name: string;
  mode: TSourceMode;
  /** Base URL of the service (or of its sandbox); null when the source is off. */
  baseUrl: string | null;
  platforms: readonly TPlatform[];
  canSearch: boolean;
  /** Our budget per day, counted in PostgreSQL (source_usage). */
  dailyQuota: number;
  quotaUnit: "units" | "requests" | "credits";
  /** YouTube's quota day ends at midnight Pacific time; the others count UTC days. */
  quotaTimeZone: "America/Los_Angeles" | "UTC";
  timeoutMs: number;
  maxRetries: number;
}

/** What each source is, whatever the configuration: its name, what it covers and how its quota is counted. */
const SOURCE_FACTS: Record<TSourceId, Pick<SourceSettings, "name" | "platforms" | "canSearch" | "quotaUnit" | "quotaTimeZone">> = {
  youtube: {
    name: "YouTube Data API v3",
    platforms: ["youtube"],
    canSearch: false,
    quotaUnit: "units",
    quotaTimeZone: "America/Los_Angeles",
  },
  instagram: {
    name: "Instagram Graph API (Business Discovery)",
    platforms: ["instagram"],
    canSearch: false,
    quotaUnit: "requests",
    quotaTimeZone: "UTC",
  },
  x: { name: "X API v2", platforms: ["twitter"], canSearch: false, quotaUnit: "requests", quotaTimeZone: "UTC" },
  hypeauditor: {
    name: "HypeAuditor",
    platforms: ["instagram", "tiktok", "youtube", "twitter"],
    canSearch: true,
    quotaUnit: "credits",
    quotaTimeZone: "UTC",
  },
  modash: { name: "Modash", platforms: ["instagram", "tiktok", "youtube"], canSearch: true, quotaUnit: "credits", quotaTimeZone: "UTC" },
};

export interface YoutubeSettings extends SourceSettings {
  apiKey: string;
}
export interface InstagramSettings extends SourceSettings {
  accessToken: string;
  /** Our own professional account's id: Business Discovery is read through it. */
  userId: string;
  graphVersion: string;
  /** The Meta app's secret: every call then carries appsecret_proof. Null when none is configured (live without INSTAGRAM_APP_SECRET). */
  appSecret: string | null;
  /** When the token expires, as the operator noted it (INSTAGRAM_TOKEN_EXPIRES_AT); null when unknown or never. */
  tokenExpiresAt: Date | null;
  tokenWarnDays: number;
}
export interface XSettings extends SourceSettings {
  bearerToken: string;
}
export interface HypeAuditorSettings extends SourceSettings {
  clientId: string;
  token: string;
  /** How long a lookup waits in the request for a report being generated before answering "being prepared". */
  reportWaitMs: number;
}
export interface ModashSettings extends SourceSettings {
  apiToken: string;
}

export interface AllSourceSettings {
  youtube: YoutubeSettings;
  instagram: InstagramSettings;
  x: XSettings;
  hypeauditor: HypeAuditorSettings;
  modash: ModashSettings;
}

/**
 * Each source's mode, base URL and credentials, derived once from the configuration:
 * credentials set → live, at the configured base URL; otherwise, with SOURCES_SANDBOX (the default
 * outside production), its built-in sandbox on this very server over loopback HTTP, with the
 * sandbox credentials; otherwise off (production without credentials).
 */
export function sourceSettings(config: AppConfig): AllSourceSettings {
  const self = selfBaseUrl(config);
  const common = { timeoutMs: config.SOURCE_TIMEOUT_MS, maxRetries: config.SOURCE_MAX_RETRIES };
  const resolve = (id: TSourceId, configured: boolean, realBase: string, dailyQuota: number): SourceSettings => {
    const mode: TSourceMode = configured ? "live" : config.SOURCES_SANDBOX ? "sandbox" : "off";
    const baseUrl = mode === "live" ? realBase.replace(/\/+$/, "") : mode === "sandbox" ? `${self}${SANDBOX_PATHS[id]}` : null;
    return { id, mode, baseUrl, ...SOURCE_FACTS[id], dailyQuota, ...common };
  };
  const sandbox = SANDBOX_CREDENTIALS;
  return {
    youtube: {
      ...resolve("youtube", Boolean(config.YOUTUBE_API_KEY), config.YOUTUBE_BASE_URL, config.YOUTUBE_DAILY_QUOTA),
      apiKey: config.YOUTUBE_API_KEY ?? sandbox.youtube.apiKey,
    },
    instagram: {
      ...resolve(
        "instagram",
        Boolean(config.INSTAGRAM_ACCESS_TOKEN && config.INSTAGRAM_USER_ID),
        config.INSTAGRAM_BASE_URL,
        config.INSTAGRAM_DAILY_QUOTA,
      ),
      accessToken: config.INSTAGRAM_ACCESS_TOKEN ?? sandbox.instagram.accessToken,
      userId: config.INSTAGRAM_USER_ID ?? sandbox.instagram.userId,
      graphVersion: config.INSTAGRAM_GRAPH_VERSION,
      // The sandbox wants the proof of its own secret, like an app with "Require App Secret" on.
      appSecret: config.INSTAGRAM_ACCESS_TOKEN ? (config.INSTAGRAM_APP_SECRET ?? null) : sandbox.instagram.appSecret,
      tokenExpiresAt:
        config.INSTAGRAM_ACCESS_TOKEN && config.INSTAGRAM_TOKEN_EXPIRES_AT ? new Date(config.INSTAGRAM_TOKEN_EXPIRES_AT) : null,
      tokenWarnDays: config.INSTAGRAM_TOKEN_WARN_DAYS,
    },
    x: {
      ...resolve("x", Boolean(config.X_BEARER_TOKEN), config.X_BASE_URL, config.X_DAILY_QUOTA),
      bearerToken: config.X_BEARER_TOKEN ?? sandbox.x.bearerToken,
    },
    hypeauditor: {
      ...resolve(
        "hypeauditor",
        Boolean(config.HYPEAUDITOR_CLIENT_ID && config.HYPEAUDITOR_TOKEN),
        config.HYPEAUDITOR_BASE_URL,
        config.HYPEAUDITOR_DAILY_QUOTA,
      ),
      clientId: config.HYPEAUDITOR_CLIENT_ID ?? sandbox.hypeauditor.clientId,
      token: config.HYPEAUDITOR_TOKEN ?? sandbox.hypeauditor.token,
      reportWaitMs: config.HYPEAUDITOR_REPORT_WAIT_MS,
    },
    modash: {
      ...resolve("modash", Boolean(config.MODASH_API_TOKEN), config.MODASH_BASE_URL, config.MODASH_DAILY_QUOTA),
      apiToken: config.MODASH_API_TOKEN ?? sandbox.modash.apiToken,
    },
  };
}
