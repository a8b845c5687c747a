import type { TPlatform } from "@radar/contract/constants";
import { z } from "zod";
import type { Persona } from "../sandbox/sandbox-persona.ts";
import { modashPool, SANDBOX_LOCATIONS } from "./modash-sandbox-data.ts";
import { MODASH_MAX_PAGE_INDEX } from "./modash-search-body.ts";

const range = z.object({ min: z.number().optional(), max: z.number().optional() }).optional();

/** The search body the sandbox checks and applies [C]; the other documented filters are accepted and ignored. */
export const ZSandboxSearchBodySchema = z
  .object({
    page: z.number().int().min(0).max(MODASH_MAX_PAGE_INDEX).default(0),
    calculationMethod: z.enum(["median", "average"]).optional(),
    sort: z
      .object({
        field: z.string().default("followers"),
        direction: z.enum(["asc", "desc"]).default("desc"),
      })
      .passthrough()
      .optional(),
    filter: z
      .object({
        influencer: z
          .object({
            followers: range,
            engagementRate: z.number().min(0).max(1).optional(),
            location: z.array(z.number().int()).optional(),
            language: z.string().optional(),
            isVerified: z.boolean().optional(),
            keywords: z.string().max(200).optional(),
            bio: z.string().max(200).optional(),
          })
          .passthrough()
          .optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();
export type SandboxSearchBody = z.output<typeof ZSandboxSearchBodySchema>;

/** Modash rounds follower bounds [P]: under 5,000 to the nearest 1,000, from there to the nearest 5,000. */
export function roundFollowers(value: number): number {
  return value < 5_000 ? Math.round(value / 1_000) * 1_000 : Math.round(value / 5_000) * 5_000;
}

function contains(haystack: string[], needle: string): boolean {
  const text = haystack.join(" ").toLowerCase();
  return text.includes(needle.trim().toLowerCase());
}

/** The personas the body's filters let through, sorted as asked (followers, biggest first, by default). */
export function modashSandboxSearch(platform: TPlatform, body: SandboxSearchBody): Persona[] {
  const f = body.filter?.influencer ?? {};
  const min = f.followers?.min === undefined ? undefined : roundFollowers(f.followers.min);
  const max = f.followers?.max === undefined ? undefined : roundFollowers(f.followers.max);
  const places = (f.location ?? []).map((id) => SANDBOX_LOCATIONS.find((l) => l.id === id)).filter((l) => l !== undefined);
  const found = modashPool(platform).filter(
    (p) =>
      (min === undefined || p.followers >= min) &&
      (max === undefined || p.followers <= max) &&
      (f.engagementRate === undefined || p.er / 100 >= f.engagementRate) &&
      (f.location === undefined || places.some((l) => (l.cityId ? l.cityId === p.city.id : l.country === p.country))) &&
      (f.language === undefined || f.language === p.language) &&
      (f.isVerified !== true || p.verified) &&
      (!f.keywords || contains([p.bio, ...p.categoryNames, ...p.media.map((m) => m.caption)], f.keywords)) &&
      (!f.bio || contains([p.bio, p.title], f.bio)),
  );
  const field = body.sort?.field ?? "followers";
  const sign = (body.sort?.direction ?? "desc") === "desc" ? -1 : 1;
  const key = (p: Persona) => (field === "engagementRate" ? p.er : field === "engagements" ? p.followers * p.er : p.followers);
  return found.sort((a, b) => (key(a) - key(b)) * sign || a.handle.localeCompare(b.handle));
}
