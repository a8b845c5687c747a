import type { AppConfig } from "../../../core/config/config.ts";

/**
 * The search sandboxes answer after a real service's delay (SOURCES_SANDBOX_LATENCY_MS), so the
 * product's loading states and timeouts are seen locally. The delays are drawn from a seeded
 * stream: a run makes the same sequence of delays, and "0" makes none.
 */

export interface LatencyRange {
  min: number;
  max: number;
}

/** What vendor discovery calls take in practice: a fraction of a second to about one. */
export const DEFAULT_SANDBOX_LATENCY: LatencyRange = { min: 300, max: 900 };
const NO_LATENCY: LatencyRange = { min: 0, max: 0 };

/** The configured range; unset, the default outside tests and none in them. */
export function sandboxLatency(config: Pick<AppConfig, "SOURCES_SANDBOX_LATENCY_MS" | "NODE_ENV">): LatencyRange {
  return config.SOURCES_SANDBOX_LATENCY_MS ?? (config.NODE_ENV === "test" ? NO_LATENCY : DEFAULT_SANDBOX_LATENCY);
}

/** mulberry32 from a fixed seed: uniform draws in [0, 1). */
export function latencyStream(seed = 0x1a7e): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const stream = latencyStream();

/** A whole number of ms, uniform in the range. */
export function drawLatency(range: LatencyRange, draw: () => number = stream): number {
  if (range.max <= 0) return 0;
  return range.min + Math.floor(draw() * (range.max - range.min + 1));
}

/** Waits one request's delay. */
export async function sandboxDelay(config: Pick<AppConfig, "SOURCES_SANDBOX_LATENCY_MS" | "NODE_ENV">): Promise<void> {
  const ms = drawLatency(sandboxLatency(config));
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}
