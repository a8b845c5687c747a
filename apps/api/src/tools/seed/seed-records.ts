import type { InfluencerRecord } from "../../features/discovery/public.ts";
import { demoInfluencers } from "./demo-influencers.ts";
import { type GeneratorOptions, generateInfluencer } from "./generate-influencer.ts";

let demoCache: { key: string; records: InfluencerRecord[] } | undefined;

/** Row `row` of a seeded index: the demo user's three accounts first, then generated profiles. */
export function seedRecordAt(options: GeneratorOptions, row: number): InfluencerRecord {
  const key = `${options.seed}:${options.asOf}`;
  if (demoCache?.key !== key) demoCache = { key, records: demoInfluencers(options) };
  return demoCache.records[row] ?? generateInfluencer(options, row);
}
