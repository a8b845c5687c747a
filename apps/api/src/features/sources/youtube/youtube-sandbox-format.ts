import type { Persona } from "../sandbox/sandbox-persona.ts";

/** A sandbox channel: a persona, its id, and its handle (null for channels that have none). */
export interface SandboxChannel {
  id: string;
  handle: string | null;
  persona: Persona;
  /** Subscriber count hidden by the owner ("hidden…" handles, and a few market channels). */
  hiddenSubscribers: boolean;
  avatarUrl: string;
  /** The declared country and language; a market channel may declare neither (`channelFacts`). */
  country: string | null;
  language: string | null;
  /** The uploads show no like count, or no comment count (comments turned off). */
  hidesLikes: boolean;
  hidesComments: boolean;
}

/** Our category → the topic YouTube's classifier would give it (Wikipedia article and Freebase id). */
const TOPICS: Record<number, [string, string][]> = {
  1020: [["Physical_attractiveness", "/m/041xxh"]],
  1021: [["Fashion", "/m/032tl"]],
  1035: [["Food", "/m/02wbm"]],
  1009: [["Tourism", "/m/07bxq"]],
  1049: [["Video_game_culture", "/m/0bzvm2"]],
  1023: [["Physical_fitness", "/m/027x7n"]],
  1034: [["Technology", "/m/07c1v"]],
  1041: [["Lifestyle_(sociology)", "/m/019_rr"]],
  1027: [["Music", "/m/04rlf"]],
  1013: [
    ["Association_football", "/m/02vx4"],
    ["Sport", "/m/06ntj"],
  ],
  1042: [["Lifestyle_(sociology)", "/m/019_rr"]],
  1018: [["Vehicle", "/m/07yv9"]],
  1036: [
    ["Humour", "/m/09kqc"],
    ["Entertainment", "/m/02jjt"],
  ],
  1033: [["Knowledge", "/m/01k8wb"]],
};

/** YouTube's timestamps: ISO 8601 in UTC without milliseconds. */
export const isoTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** subscriberCount is rounded down to three significant figures. */
export function threeSignificant(count: number): number {
  if (count < 1000) return count;
  const step = 10 ** (Math.floor(Math.log10(count)) - 2);
  return Math.floor(count / step) * step;
}

/** The ISO-8601 duration YouTube writes: PT4M13S, PT59S, PT1H2M. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

export const channelThumbnails = (url: string) => ({
  default: { url, width: 88, height: 88 },
  medium: { url, width: 240, height: 240 },
  high: { url, width: 800, height: 800 },
});

export function description(persona: Persona): string {
  const lines = [persona.bio];
  if (persona.email) lines.push("", `Business enquiries: ${persona.email}`);
  if (persona.website) lines.push(persona.website);
  return lines.join("\n");
}

export const videoThumbnails = (url: string) => ({
  default: { url, width: 120, height: 90 },
  medium: { url, width: 320, height: 180 },
  high: { url, width: 480, height: 360 },
});

/** The topics (Wikipedia article, Freebase id) YouTube's classifier would give a persona's categories. */
export function topicsOf(persona: Persona): [string, string][] {
  return [...new Map(persona.categories.flatMap((id) => TOPICS[id] ?? []).map((topic) => [topic[0], topic])).values()];
}
