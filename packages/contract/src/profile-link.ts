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
 * How the server looks up the account a link names, where the platform's API reads the forms
 * differently (YouTube): `name` (Instagram, TikTok, X usernames), `handle` (/@name),
 * `legacy_username` (/user/name), `custom_url` (/c/name and youtube.com/name, resolved by a
 * search), `channel_id` (/channel/UC…), `video` (watch?v=, /shorts/, /live/, /embed/, youtu.be:
 * the video's channel is the account).
 */
export const PROFILE_LINK_FORMS = ["name", "handle", "legacy_username", "custom_url", "channel_id", "video"] as const;
export type TProfileLinkForm = (typeof PROFILE_LINK_FORMS)[number];

/** Why a link of one of the four platforms names no account: a post, a reel, a short link, or a page of the site. */
export const NOT_ACCOUNT_REASONS = ["post", "reel", "short_link", "page"] as const;
export type TNotAccountReason = (typeof NOT_ACCOUNT_REASONS)[number];

/**
 * Reads the platform and the account out of a social profile link (SPEC §2, add-profile wizard).
 * One function for both sides: the wizard fills its fields with it when a link is pasted, and the
 * server resolves the account from it (and checks that the link, the platform and the username
 * of a new profile agree), so the two always read a link the same way.
 *
 * Rules (SPEC §2, widened to the links people paste today), after the host has been recognised;
 * query strings and fragments never matter:
 * - Instagram: the first path segment (/stories/name/… the second). /p/, /reel/, /reels/, /tv/ are
 *   posts, not accounts.
 * - Twitter/X: the first path segment (/name/status/… tails are ignored).
 * - TikTok: the first segment without its leading @; vm./vt. short links and /t/ name a video.
 * - YouTube: /channel/ID, /@handle, /user/NAME, /c/NAME and youtube.com/NAME name the channel
 *   (`username` is the name as written); /watch?v=ID, /shorts/ID, /live/ID, /embed/ID and
 *   youtu.be/ID name a video, whose channel the server finds (`username` null, `lookup` set).
 */
export interface TParsedProfileLink {
  platform: TPlatform;
  /** The account's name as the link writes it; null when the link does not spell one. */
  username: string | null;
  /** What the server looks up; null when the link names no account at all. */
  lookup: { handle: string; form: TProfileLinkForm } | null;
  /** Set when `lookup` is null: what the link is instead. */
  notAccount: TNotAccountReason | null;
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
  // youtube.com/<name> is a legacy custom URL unless it is one of the site's own pages.
  youtube: new Set([
    "watch",
    "shorts",
    "live",
    "embed",
    "v",
    "e",
    "playlist",
    "results",
    "feed",
    "channel",
    "c",
    "user",
    "hashtag",
    "gaming",
    "premium",
    "music",
    "kids",
    "about",
    "account",
    "signin",
    "logout",
    "redirect",
    "attribution_link",
    "post",
    "source",
    "upload",
    "t",
    "ads",
    "creators",
    "howyoutubeworks",
    "trending",
    "new",
    "sw.js",
    "s",
    "yt",
    "supported_browsers",
    "verify_age",
    "oops",
  ]),
  twitter: new Set(["home", "i", "intent", "search", "hashtag", "explore", "settings", "share", "messages", "notifications", "compose"]),
};

const INSTAGRAM_POSTS: Record<string, TNotAccountReason> = { p: "post", tv: "post", reel: "reel", reels: "reel" };
const SHORT_LINK_HOSTS = /(^|\.)(vm\.tiktok\.com|vt\.tiktok\.com)\.?$/i;
const YOUTU_BE = /(^|\.)youtu\.be\.?$/i;
const YOUTUBE_VIDEO_PATHS = new Set(["shorts", "live", "embed", "v", "e"]);
/** A YouTube video id: 11 characters of base64url (a little slack either way). */
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

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

/** `reserved`: whether the site's own pages are to be told apart (false after /c/, /user/, /channel/). */
function accountName(candidate: string | undefined, platform: TPlatform, reserved = true): string | null {
  if (!candidate) return null;
  const name = candidate.replace(/^@/, "");
  if (!ACCOUNT_NAME.test(name)) return null;
  if (reserved && RESERVED[platform].has(name.toLowerCase())) return null;
  return name;
}

/** The query parameter `name` of a URL's text (the contract has no URLSearchParams type). */
function queryParameter(url: TWebUrl, name: string): string | null {
  const query = url.toString().split("#")[0]?.split("?")[1] ?? "";
  for (const pair of query.split("&")) {
    const [key, value = ""] = pair.split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.replace(/\+/g, " "));
    } catch {
      return value;
    }
  }
  return null;
}

const account = (
  platform: TPlatform,
  name: string | null,
  form: TProfileLinkForm,
  reason: TNotAccountReason = "page",
): TParsedProfileLink =>
  name === null
    ? { platform, username: null, lookup: null, notAccount: reason }
    : { platform, username: name, lookup: { handle: name, form }, notAccount: null };

const video = (id: string | null | undefined): TParsedProfileLink =>
  id && VIDEO_ID.test(id)
    ? { platform: "youtube", username: null, lookup: { handle: id, form: "video" }, notAccount: null }
    : { platform: "youtube", username: null, lookup: null, notAccount: "page" };

function youtubeLink(url: TWebUrl, segments: string[]): TParsedProfileLink {
  if (YOUTU_BE.test(url.hostname)) return video(segments[0]);
  const [first, second] = segments;
  const kind = first?.toLowerCase();
  if (kind === "watch") return video(queryParameter(url, "v"));
  if (kind && YOUTUBE_VIDEO_PATHS.has(kind)) return video(second);
  if (kind === "channel") {
    const id = accountName(second, "youtube", false);
    return account("youtube", id, id && CHANNEL_ID.test(id) ? "channel_id" : "name");
  }
  if (kind === "user") return account("youtube", accountName(second, "youtube", false), "legacy_username");
  if (kind === "c") return account("youtube", accountName(second, "youtube", false), "custom_url");
  if (first?.startsWith("@")) return account("youtube", accountName(first, "youtube", false), "handle");
  return account("youtube", accountName(first, "youtube"), "custom_url");
}

function linkOf(platform: TPlatform, url: TWebUrl, segments: string[]): TParsedProfileLink {
  const [first, second] = segments;
  switch (platform) {
    case "instagram": {
      const kind = first?.toLowerCase() ?? "";
      // instagram.com/stories/{name}/{id} names the account in its second segment.
      if (kind === "stories") return account(platform, accountName(second, platform), "name");
      const post = INSTAGRAM_POSTS[kind];
      if (post) return account(platform, null, "name", post);
      return account(platform, accountName(first, platform), "name");
    }
    case "twitter":
      return account(platform, accountName(first, platform), "name");
    case "tiktok": {
      if (SHORT_LINK_HOSTS.test(url.hostname) || first?.toLowerCase() === "t") return account(platform, null, "name", "short_link");
      return account(platform, accountName(first, platform), "name");
    }
    case "youtube":
      return youtubeLink(url, segments);
  }
}

/** The platform and account a link points to, or null when it is not a link to one of the four platforms. */
export function parseProfileLink(text: string): TParsedProfileLink | null {
  const url = parseWebUrl(text);
  if (!url) return null;
  const platform = platformOf(url.hostname);
  if (!platform) return null;
  return linkOf(platform, url, segmentsOf(url));
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
