import type { TPlatform } from "@radar/contract/constants";
import { cityNames } from "../../discovery/public.ts";
import { marketPersona } from "../sandbox/market/market-persona.ts";
import { MARKET_CITY_IDS } from "../sandbox/market/synthetic-market.ts";
import { type Persona, sandboxPersona } from "../sandbox/sandbox-persona.ts";
import { MODASH_INTEREST_CATEGORIES } from "./modash-interests.ts";
import { COUNTRY_CODES, countryName, KNOWN_CITIES } from "./modash-places.ts";

/**
 * What the Modash sandbox knows besides the personas: userIds that carry their handle (so a report
 * can be served for any userId the sandbox ever handed out, across restarts, without a table), and
 * the locations and interests dictionaries its searches take ids from.
 */

const HANDLE = /^[\p{L}\p{N}._-]{1,100}$/u;

/** Instagram and TikTok userIds are numeric at Modash; YouTube's are channel ids ("UC…"). */
export function sandboxUserId(platform: TPlatform, handle: string): string {
  const bytes = Buffer.from(handle, "utf8");
  if (platform === "youtube") return `UC${bytes.toString("base64url")}`;
  return BigInt(`0x${bytes.toString("hex")}`).toString();
}

/** The handle a sandbox userId stands for; a YouTube channel id the sandbox never made is a handle of its own. */
export function handleOfUserId(platform: TPlatform, userId: string): string | null {
  let decoded = "";
  try {
    if (platform === "youtube" && userId.startsWith("UC")) decoded = Buffer.from(userId.slice(2), "base64url").toString("utf8");
    else if (platform !== "youtube" && /^\d{1,300}$/.test(userId)) {
      const hex = BigInt(userId).toString(16);
      decoded = Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex").toString("utf8");
    }
  } catch {
    decoded = "";
  }
  if (HANDLE.test(decoded) && decoded === decoded.toLowerCase()) return decoded;
  if (platform === "youtube" && /^UC[\w-]{22}$/.test(userId)) return userId.toLowerCase();
  return null;
}

export interface SandboxLocation {
  id: number;
  name: string;
  title: string;
  country: string;
  /** Set for cities. */
  cityId?: number;
}

/**
 * Countries (every ISO code) and the known cities. The United States and the United Kingdom carry
 * the ids Modash's documented examples use (148838, 62149) [P]; the others are the sandbox's own.
 */
export const SANDBOX_LOCATIONS: SandboxLocation[] = [
  ...COUNTRY_CODES.map((code, i) => {
    const name = countryName(code) ?? code;
    const id = code === "US" ? 148838 : code === "GB" ? 62149 : 300_000 + i * 7;
    return { id, name, title: name, country: code };
  }),
  ...KNOWN_CITIES.map((city, i) => ({
    id: 500_000 + i * 11,
    name: city.name,
    title: `${city.name}, ${countryName(city.country) ?? city.country}`,
    country: city.country,
    cityId: city.id,
  })),
];

let locations: SandboxLocation[] | null = null;

/**
 * The locations dictionary: SANDBOX_LOCATIONS and every other city accounts of the synthetic market
 * live in (built on first use: the city names come from the gazetteer).
 */
export function sandboxLocations(): SandboxLocation[] {
  if (!locations) {
    const known = new Set(KNOWN_CITIES.map((city) => city.id));
    const more = MARKET_CITY_IDS.filter((id) => !known.has(id)).map((cityId, i) => {
      const city = cityNames(cityId);
      // GeoNames spells with diacritics (Ḩawallī); Modash's dictionary answers plain names.
      const name = city.name.normalize("NFKD").replace(/\p{M}/gu, "");
      return {
        id: 600_000 + i * 13,
        name,
        title: `${name}, ${countryName(city.country_code) ?? city.country_code}`,
        country: city.country_code,
        cityId,
      };
    });
    locations = [...SANDBOX_LOCATIONS, ...more];
  }
  return locations;
}

/**
 * Modash's creator interests as the sandbox numbers them (1, 2, … in MODASH_INTEREST_CATEGORIES'
 * order), each standing for one of our categories: an account has an interest when it has the category.
 */
export const MODASH_SANDBOX_INTERESTS: { id: number; name: string; category: number }[] = Object.entries(MODASH_INTEREST_CATEGORIES).map(
  ([name, category], i) => ({ id: i + 1, name, category }),
);

/** `GET /{platform}/interests?query=&limit=` [U: shaped as the locations dictionary]: the interests whose name holds the query. */
export function sandboxInterests(query = "", limit = "10") {
  const wanted = query.trim().toLowerCase();
  const matches = MODASH_SANDBOX_INTERESTS.filter((interest) => !wanted || interest.name.toLowerCase().includes(wanted));
  const interests = matches.slice(0, Math.max(1, Math.min(100, Number(limit) || 10))).map(({ id, name }) => ({ id, name }));
  return { error: false, interests, total: matches.length };
}

/** The account a handle is at the sandbox: the market's when its search can return it (same figures), else the handle's persona. */
export function modashPersona(platform: TPlatform, handle: string): Persona {
  return marketPersona("modash", platform, handle) ?? sandboxPersona(platform, handle);
}
