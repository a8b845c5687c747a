import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import type { TProvenance } from "@radar/contract/sources";
import { knownFigure, readProvenance } from "@/lib/provenance";

/** A social profile as the web app shows it (SPEC §3 "Social profile as loaded"). */
export type Profile = {
  id: number;
  /** The account's id in the influencer index (its history, growth and signals are read by it). */
  influencerId: string | null;
  name: string;
  username: string;
  platform: TPlatform;
  profileUrl: string;
  /** photo_url, shown as the avatar (profilePic / avatar_url in SPEC §3). */
  photoUrl: string | null;
  createdAt: string | null;
  lastUpdated: string | null;
  category: { id: number; title: string };
  /** null when the data source does not give it (shown as "—"). */
  followers: number | null;
  /** A fraction: 0.0412 is 4.12 %; null when the data source does not give it. */
  engagement: number | null;
  /** Where the live figures come from; null once the account has left the index (the figures are then a snapshot). */
  provenance: TProvenance | null;
};

type Raw = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);
const count = (value: unknown): number => {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : 0;
};

function isPlatform(value: unknown): value is TPlatform {
  return typeof value === "string" && (PLATFORMS as readonly string[]).includes(value);
}

/**
 * Reads one profile with SPEC §3's fallbacks: the name falls back to the username, then 'User {id}';
 * the platform to instagram; created_at to last_updated; the category to {id 0, the platform's
 * name} — 'Social Media' when even that is missing (the caller translates that title).
 */
export function toProfile(raw: Raw): Profile {
  const id = count(raw.id);
  const username = text(raw.username) ?? "";
  const platform = isPlatform(raw.platform) ? raw.platform : "instagram";
  const category = raw.category && typeof raw.category === "object" ? (raw.category as Raw) : {};
  const lastUpdated = text(raw.last_updated);
  const provenance = readProvenance(raw.provenance);
  return {
    id,
    influencerId: text(raw.influencer_id),
    name: text(raw.name) ?? (username || `User ${id}`),
    username,
    platform,
    profileUrl: text(raw.profile_url) ?? "",
    photoUrl: text(raw.photo_url) ?? text(raw.profilePic) ?? text(raw.avatar_url),
    createdAt: text(raw.created_at) ?? lastUpdated,
    lastUpdated,
    category: { id: count(category.id), title: text(category.title) ?? (isPlatform(raw.platform) ? raw.platform : "Social Media") },
    followers: knownFigure(provenance, "followers", count(raw.followers)),
    engagement: knownFigure(provenance, "er", count(raw.engagement)),
    provenance,
  };
}

/** SPEC §7: the list arrives as {success, profiles[]}, a plain array, or {results[]}. */
export function toProfiles(body: unknown): Profile[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === "object"
      ? ((body as Raw).profiles ?? (body as Raw).results)
      : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is Raw => item !== null && typeof item === "object").map(toProfile);
}
