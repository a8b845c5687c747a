import type { Sample } from "./replay.ts";

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

const ms = (value: number) => value.toFixed(1).padStart(8);

/** p50/p95/p99 per query class and overall, and searches per second. */
export function formatReport(title: string, samples: Sample[], seconds: number): string {
  const classes = [...new Set(samples.map((s) => s.class))];
  const lines = [
    title,
    `  ${"class".padEnd(15)} ${"n".padStart(5)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}`,
  ];
  const row = (name: string, group: Sample[]) => {
    const times = group.map((s) => s.ms);
    lines.push(
      `  ${name.padEnd(15)} ${String(group.length).padStart(5)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(percentile(times, 99))}`,
    );
  };
  for (const name of classes)
    row(
      name,
      samples.filter((s) => s.class === name),
    );
  row("overall", samples);
  const failed = samples.filter((s) => s.status !== 200);
  lines.push(
    `  ${(samples.length / seconds).toFixed(1)} searches/s over ${seconds.toFixed(1)} s${failed.length ? `; ${failed.length} failed (status ${[...new Set(failed.map((f) => f.status))].join(", ")})` : ""}`,
  );
  return lines.join("\n");
}

/** The `count` slowest samples, slowest first: which queries decide a p95. */
export function formatSlowest(title: string, samples: Sample[], count: number): string {
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, count);
  return [
    title,
    ...slowest.map(
      (s) => `  #${String(s.query).padEnd(3)} ${s.class.padEnd(15)} ${ms(s.ms)} ms  ${s.total.toLocaleString("en").padStart(10)} matches`,
    ),
  ].join("\n");
}
