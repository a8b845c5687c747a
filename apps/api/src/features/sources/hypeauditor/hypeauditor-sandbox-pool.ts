import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import { z } from "zod";
import { type Persona, sandboxPersona } from "../sandbox/sandbox-persona.ts";

/**
 * The accounts HypeAuditor's sandbox discovery searches: 1,200 generated handles per platform, each
 * the deterministic persona of its handle (so a row found here shows the same figures in its
 * report). Filters are really applied, so totals and pages are consistent from one page to the next.
 */

const FIRST = ["sara", "noura", "fahad", "omar", "lama", "reem", "khalid", "maha", "yousef", "dana"];
const MORE_FIRST = ["faisal", "hind", "turki", "abeer", "salman", "ghada", "nasser", "rawan", "majed", "layla"];
const LAST = ["alqahtani", "alharbi", "alotaibi", "alshehri", "alzahrani", "aldosari", "almutairi", "alghamdi", "alanazi", "alshammari"];
const MORE_LAST = ["khan", "hassan", "saleh", "ibrahim", "mansour", "habib", "rashid", "aziz", "karim", "jaber"];
const STYLES = [
  (f: string, l: string) => `${f}.${l}`,
  (f: string, l: string) => `${f}_${l}`,
  (f: string, l: string) => `${f}${l}.official`,
];

const pools = new Map<TPlatform, Persona[]>();

export function sandboxPool(platform: TPlatform): Persona[] {
  let pool = pools.get(platform);
  if (!pool) {
    pool = [];
    for (const style of STYLES)
      for (const first of [...FIRST, ...MORE_FIRST])
        for (const last of [...LAST, ...MORE_LAST]) pool.push(sandboxPersona(platform, style(first, last)));
    pools.set(platform, pool);
  }
  return pool;
}

const range = z.object({ from: z.coerce.number().optional(), to: z.coerce.number().optional() }).optional();

/** The discovery body the sandbox checks and applies (General.txt); other documented filters are accepted and ignored. */
export const ZSandboxSearchBodySchema = z
  .object({
    social_network: z.enum([...PLATFORMS, "twitch"]),
    page: z.coerce.number().int().min(1).max(500).default(1),
    subscribers_count: range,
    er: range,
    account_geo: z
      .object({ country: z.array(z.string().length(2)).optional() })
      .passthrough()
      .optional(),
    verified: z.coerce.number().int().min(0).max(1).optional(),
    search: z.array(z.string().max(100)).max(20).optional(),
    sort: z
      .object({
        field: z.enum(["subscribers_count", "er", "username", "engagement_avg"]).default("engagement_avg"),
        order: z.enum(["asc", "desc"]).default("desc"),
      })
      .optional(),
  })
  .passthrough();
export type SandboxSearchBody = z.output<typeof ZSandboxSearchBodySchema>;

function matchesKeywords(persona: Persona, phrases: string[]): boolean {
  const text = [persona.handle, persona.title, persona.bio, ...persona.categoryNames, ...persona.media.map((m) => m.caption)]
    .join(" ")
    .toLowerCase();
  return phrases.some((phrase) => text.includes(phrase.toLowerCase()));
}

/** The personas the body's filters let through, sorted as asked (HypeAuditor's default: engagement, biggest first). */
export function sandboxSearch(body: SandboxSearchBody): Persona[] {
  if (body.social_network === "twitch") return [];
  const platform = body.social_network;
  const { subscribers_count: followers, er, account_geo: geo, verified, search } = body;
  const countries = geo?.country?.map((code) => code.toUpperCase());
  const phrases = (search ?? []).map((phrase) => phrase.trim()).filter(Boolean);
  const found = sandboxPool(platform).filter(
    (p) =>
      (followers?.from === undefined || p.followers >= followers.from) &&
      (followers?.to === undefined || p.followers <= followers.to) &&
      // No ER filter on YouTube at HypeAuditor (General.txt: IG, TT, Twitter): ignored there, as the service does.
      (platform === "youtube" || er?.from === undefined || p.er >= er.from) &&
      (platform === "youtube" || er?.to === undefined || p.er <= er.to) &&
      (!countries?.length || countries.includes(p.country)) &&
      (verified === undefined || p.verified === (verified === 1)) &&
      (phrases.length === 0 || matchesKeywords(p, phrases)),
  );
  const field = body.sort?.field ?? "engagement_avg";
  const sign = (body.sort?.order ?? "desc") === "desc" ? -1 : 1;
  const key = (p: Persona) => (field === "subscribers_count" ? p.followers : field === "er" ? p.er : (p.followers * p.er) / 100);
  return found.sort(
    (a, b) => (field === "username" ? a.handle.localeCompare(b.handle) : key(a) - key(b)) * sign || a.handle.localeCompare(b.handle),
  );
}
