import { ZAppUsageSchema, ZBusinessUseCaseUsageSchema } from "./instagram-answers.ts";

/**
 * Meta's own rate-limit signals on every Graph answer. Graph blocks an app at 100 % of a window and
 * then answers errors (#4, #17, #32, #613, #80002) until the window regains, so we stop *before*:
 * at PAUSE_AT_PERCENT of any counter we pause the source until the window regains.
 */
export const PAUSE_AT_PERCENT = 95;

/** When Meta does not say how long the window takes to regain (X-App-Usage never does): a rolling hour. */
export const DEFAULT_REGAIN_MINUTES = 60;

export interface GraphUsage {
  /** The highest percentage of any counter in X-App-Usage or X-Business-Use-Case-Usage (0 when absent). */
  highestPercent: number;
  /** The longest `estimated_time_to_regain_access` (minutes) of X-Business-Use-Case-Usage (0 when absent). */
  regainMinutes: number;
}

const COUNTERS = ["call_count", "total_cputime", "total_time"] as const;

function parseHeader(value: string | null): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

const percent = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.max(0, value) : 0);

/** Reads both usage headers; a header that is absent or not JSON counts as no usage. */
export function graphUsage(headers: Headers): GraphUsage {
  const usages: Record<string, unknown>[] = [];
  const app = ZAppUsageSchema.safeParse(parseHeader(headers.get("x-app-usage")));
  if (app.success) usages.push(app.data);
  const business = ZBusinessUseCaseUsageSchema.safeParse(parseHeader(headers.get("x-business-use-case-usage")));
  if (business.success) for (const perType of Object.values(business.data)) usages.push(...perType);
  let highestPercent = 0;
  let regainMinutes = 0;
  for (const usage of usages) {
    for (const counter of COUNTERS) highestPercent = Math.max(highestPercent, percent(usage[counter]));
    regainMinutes = Math.max(regainMinutes, percent(usage.estimated_time_to_regain_access));
  }
  return { highestPercent, regainMinutes };
}

/**
 * How long the source must rest after this answer, in ms, or null when it may go on: a counter at
 * PAUSE_AT_PERCENT or more, or Meta telling us access is being regained, pauses it for the regain
 * time Meta gives (else DEFAULT_REGAIN_MINUTES).
 */
export function graphPauseMs(usage: GraphUsage): number | null {
  if (usage.highestPercent < PAUSE_AT_PERCENT && usage.regainMinutes <= 0) return null;
  return (usage.regainMinutes > 0 ? usage.regainMinutes : DEFAULT_REGAIN_MINUTES) * 60_000;
}
