import type { TPlatform } from "@radar/contract/constants";
import { type Persona, sandboxPersona } from "../sandbox/sandbox-persona.ts";
import { COUNTRY_CODES, countryName, KNOWN_CITIES } from "./modash-places.ts";

/**
 * What the Modash sandbox knows besides the personas: userIds that carry their handle (so a report
 * can be served for any userId the sandbox ever handed out, across restarts, without a table), the
 * locations dictionary, and the pool its searches run over.
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

const FIRST = ["aisha", "hamad", "mariam", "saud", "latifa", "rashed", "shamma", "mubarak", "haya", "sultan", "amal", "zayed"];
const LAST = ["almansoori", "alkaabi", "alnuaimi", "alsuwaidi", "alhashemi", "albalushi", "alkuwari", "almarri", "althani", "alsabah"];
const STYLES = [
  (f: string, l: string) => `${f}.${l}`,
  (f: string, l: string) => `${f}_${l}`,
  (f: string, l: string) => `the.${f}.${l}`,
  (f: string, l: string) => `${f}${l}.ae`,
];

const pools = new Map<TPlatform, Persona[]>();

/** 480 generated handles per platform, each its deterministic persona. */
export function modashPool(platform: TPlatform): Persona[] {
  let pool = pools.get(platform);
  if (!pool) {
    pool = STYLES.flatMap((style) => FIRST.flatMap((first) => LAST.map((last) => sandboxPersona(platform, style(first, last)))));
    pools.set(platform, pool);
  }
  return pool;
}
