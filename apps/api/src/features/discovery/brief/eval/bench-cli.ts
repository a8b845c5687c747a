/** npm run bench:brief — time of one parse over the evaluation set: p50, p95, p99 and max. */
import { performance } from "node:perf_hooks";
import { parseBrief, warmBriefParser } from "../parse-brief.ts";
import { evalBriefs } from "./evaluate.ts";

const rounds = Number(process.argv[2] ?? 5);
const started = performance.now();
warmBriefParser();
console.log(`lexicon built in ${(performance.now() - started).toFixed(0)} ms (once per process, at start-up)`);
const briefs = evalBriefs();
const times: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const brief of briefs) {
    const t0 = performance.now();
    parseBrief(brief.text);
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(3);
console.log(
  `${times.length} parses (${briefs.length} briefs × ${rounds}): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
);
const p95 = Number(at(0.95));
if (p95 > 20) {
  console.error(`p95 ${p95} ms is over the 20 ms target`);
  process.exitCode = 1;
}
