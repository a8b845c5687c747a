import type { TPlatform } from "./constants.ts";

/**
 * The contract compiles without DOM or Node types, but both of its runtimes (browsers, Node ≥ 20)
 * have the WHATWG URL class: this is the part of it used here.
 */
export interface TWebUrl {
  protocol: string;
  hostname: string;
  pathname: string;
  toString(): string;
}
declare const URL: new (input: string) => TWebUrl;

/** The URL a text denotes, or null; a text without a scheme is read as https. */
export function parseWebUrl(text: string): TWebUrl | null {
  const trimmed = text.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, "")}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * Reads the platform and the account name out of a social profile link (SPEC §2, add-profile
 * wizard). The wizard fills its fields with it when a link is pasted, and the server checks with
 * the same function that the link, the platform and the username of a new profile agree.
 *
 * Rules (SPEC §2), applied after the host has been recognised:
 * - Instagram and Twitter/X: the first path segment.
 * - TikTok: the first path segment without its leading @.
 * - YouTube: the second segment of a /c/, /channel/ or /user/ path. A /@handle path, YouTube's
 *   current form of the same link, is read as the handle without its @.
 * Links that name no account (an Instagram post or reel, a tweet search, a YouTube video, a
 * TikTok short link) give the platform with `username: null`.
 */
export interface TParsedProfileLink {
  platform: TPlatform;
  username: string | null;
}

/** SPEC §2: a pasted text is treated as a link when it contains 'http' and '.'. */
export function looksLikeLink(text: string): boolean {
  return text.includes("http") && text.includes(".");
}

const HOSTS: { platform: TPlatform; domains: readonly string[] }[] = [
  { platform: "instagram", domains: ["instagram.com", "instagr.am"] },
  { platform: "tiktok", domains: ["tiktok.com"] },
  { platform: "youtube", domains: ["youtube.com", "youtu.be"] },
  { platform: "twitter", domains: ["twitter.com", "x.com"] },
];

/** First path segments that are pages of the site, not accounts. */
const RESERVED: Record<TPlatform, ReadonlySet<string>> = {
  instagram: new Set(["p", "reel", "reels", "tv", "explore", "accounts", "direct", "about", "developer", "legal", "web", "stories"]),
  tiktok: new Set(["t", "v", "video", "foryou", "discover", "tag", "music", "search", "explore", "live", "following", "upload"]),
  youtube: new Set(),
  twitter: new Set(["home", "i", "intent", "search", "hashtag", "explore", "settings", "share", "messages", "notifications", "compose"]),
};

const SHORT_LINK_HOSTS = /(^|\.)(youtu\.be|vm\.tiktok\.com|vt\.tiktok\.com)\.?$/i;

/** Usernames of the four platforms: letters, digits, '.', '_' and '-' (YouTube channel ids too). */
const ACCOUNT_NAME = /^[\p{L}\p{N}._-]{1,100}$/u;

function platformOf(hostname: string): TPlatform | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  for (const { platform, domains } of HOSTS) {
    if (domains.some((domain) => host === domain || host.endsWith(`.${domain}`))) return platform;
  }
  return null;
}

function segmentsOf(url: TWebUrl): string[] {
  return url.pathname
    .split("/")
    .filter(Boolean)
    .map((segment: string) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

function accountName(candidate: string | undefined, platform: TPlatform): string | null {
  if (!candidate) return null;
  const name = candidate.replace(/^@/, "");
  if (!ACCOUNT_NAME.test(name)) return null;
  if (RESERVED[platform].has(name.toLowerCase())) return null;
  return name;
}

function usernameFrom(platform: TPlatform, segments: string[]): string | null {
  const [first, second] = segments;
  switch (platform) {
    case "instagram":
      // instagram.com/stories/{name}/{id} names the account in its second segment.
      if (first?.toLowerCase() === "stories") return accountName(second, platform);
      return accountName(first, platform);
    case "twitter":
    case "tiktok":
      return accountName(first, platform);
    case "youtube": {
      const kind = first?.toLowerCase();
      if (kind === "c" || kind === "channel" || kind === "user") return accountName(second, platform);
      if (first?.startsWith("@")) return accountName(first, platform);
      return null;
    }
  }
}

/** The platform and account a link points to, or null when it is not a link to one of the four platforms. */
export function parseProfileLink(text: string): TParsedProfileLink | null {
  const url = parseWebUrl(text);
  if (!url) return null;
  const platform = platformOf(url.hostname);
  if (!platform) return null;
  // youtu.be links are always videos; vm./vt.tiktok.com are short links to a video.
  if (SHORT_LINK_HOSTS.test(url.hostname)) return { platform, username: null };
  return { platform, username: usernameFrom(platform, segmentsOf(url)) };
}

/** Usernames compare without a leading @ and without regard to case, as the platforms do. */
export function normaliseUsername(username: string): string {
  return username.trim().replace(/^@/, "").toLowerCase();
}

/** Whether a link names exactly this account on this platform (the server's agreement rule). */
export function linkMatchesAccount(link: string, platform: TPlatform, username: string): boolean {
  const parsed = parseProfileLink(link);
  if (!parsed || parsed.platform !== platform || parsed.username === null) return false;
  return normaliseUsername(parsed.username) === normaliseUsername(username);
}
