import { describe, expect, it } from "vitest";
import { formatSlowest, formatTargets, type RunSamples } from "./bench-report.ts";
import type { Sample } from "./replay.ts";

const sample = (query: number, className: string, ms: number): Sample => ({ class: className, query, ms, status: 200, total: 10 });

/** A pass of 20 samples of class `text` and `broad`, the slowest `slowMs` (one sample in 20 is the p95). */
const pass = (fastMs: number, slowMs: number): Sample[] =>
  Array.from({ length: 20 }, (_, i) => sample(i, i % 2 ? "text" : "broad", i === 19 ? slowMs : i === 18 ? slowMs - 1 : fastMs));

const run = (first: Sample[], repeat: Sample[], seconds: number): RunSamples => ({
  first,
  all: [...first, ...repeat],
  allSeconds: seconds,
});

describe("bench:search's report", () => {
  it("prints every target of issue 17 beside its figure, met or not", () => {
    const c1 = run(pass(20, 140), pass(5, 45), 1);
    const c4 = run(pass(30, 200), pass(10, 60), 0.39);
    const text = formatTargets(c1, c4, 590_000);
    expect(text).toMatch(/c1 first pass p95 +139\.0 ms +target ≤ 150 ms +met/);
    expect(text).toMatch(/slowest class \(text\) +140\.0 ms +target ≤ 300 ms +met/);
    expect(text).toMatch(/c1 all passes p95 +45\.0 ms +target ≤ 50 ms +met/);
    expect(text).toMatch(/c4 all passes +102\.6 \/s +target ≥ 100 \/s +met/);
    expect(text).toMatch(/seeding +590\.0 s +target ≤ 600 s +met/);
    expect(formatTargets(run(pass(20, 160), [], 1), run(pass(30, 200), [], 1), null)).toMatch(
      /c1 first pass p95 +159\.0 ms .*NOT met[\s\S]*c4 all passes +20\.0 \/s .*NOT met[\s\S]*seeding +not measured/,
    );
  });

  it("lists the slowest searches with their place in the mix", () => {
    const text = formatSlowest("slowest:", [sample(7, "text", 90), sample(2, "broad", 10), sample(25, "text", 120)], 2);
    expect(text.split("\n")).toEqual([
      "slowest:",
      expect.stringMatching(/^ {2}#25 +text +120\.0 ms/),
      expect.stringMatching(/^ {2}#7 +text +90\.0 ms/),
    ]);
  });
});
