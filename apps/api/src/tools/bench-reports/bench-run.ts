import type { TLanguage } from "@radar/contract/constants";
import type { TReport, TReportTemplateId, TReportType } from "@radar/contract/reports";
import type { Database } from "../../core/db/database.ts";
import type { ReportBench } from "./bench-setup.ts";

export interface ReportOrder {
  profile: number;
  report_type: TReportType;
  template: TReportTemplateId;
  language: TLanguage;
}

export interface ReportTiming {
  order: ReportOrder;
  status: TReport["status"];
  /** POST /generate until the report reads completed (queue, generation, polling at 25 ms). */
  endToEndMs: number;
  /** What the worker measured: reading the index and rendering the file(s). */
  generationMs: number | null;
}

/** Orders one report over the API and waits for it to finish. */
export async function timeReport(bench: ReportBench, db: Database, order: ReportOrder): Promise<ReportTiming> {
  const started = performance.now();
  const response = await bench.app.inject({ method: "POST", url: "/api/reports/generate/", headers: bench.headers, payload: order });
  if (response.statusCode !== 201) throw new Error(`generate answered ${response.statusCode}: ${response.body}`);
  const id = (response.json() as { report: TReport }).report.id;
  for (;;) {
    const row = await db.selectFrom("reports").select(["status", "generation_ms"]).where("id", "=", id).executeTakeFirstOrThrow();
    if (row.status === "completed" || row.status === "failed") {
      return { order, status: row.status, endToEndMs: performance.now() - started, generationMs: row.generation_ms };
    }
    if (performance.now() - started > 120_000)
      return { order, status: row.status, endToEndMs: performance.now() - started, generationMs: null };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const ms = (value: number) => `${Math.round(value)} ms`;
