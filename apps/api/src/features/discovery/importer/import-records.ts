import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import type { Database } from "../../../core/db/database.ts";
import { refreshIndexStats } from "../index/index-maintenance.ts";
import type { InfluencerRecord } from "../index/influencer-record.ts";
import { insertRows } from "../index/row-sinks.ts";
import { toInfluencerRecord, ZImportLineSchema } from "./import-line.ts";

export interface ImportReport {
  lines: number;
  upserted: number;
  rejected: { line: number; error: string }[];
}

const BATCH = 1_000;

/**
 * Upserts influencers into the index: a row is found by its id (a hash of platform and username),
 * so importing the same file twice leaves the index as the first import left it. Then the
 * per-platform stats are recounted and the index version bumped (cached totals retire).
 */
export async function upsertInfluencers(db: Database, records: InfluencerRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += BATCH) await insertRows(db, records.slice(i, i + BATCH), { upsert: true });
  await refreshIndexStats(db);
}

/** Reads a JSON Lines file; bad lines are reported with their number and skipped. */
export async function importJsonLines(db: Database, file: string): Promise<ImportReport> {
  const report: ImportReport = { lines: 0, upserted: 0, rejected: [] };
  // The last line for an account wins, as a re-import of it would.
  let batch = new Map<string, InfluencerRecord>();
  const flush = async () => {
    if (batch.size === 0) return;
    await insertRows(db, [...batch.values()], { upsert: true });
    report.upserted += batch.size;
    batch = new Map();
  };
  const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const text of lines) {
    report.lines += 1;
    if (!text.trim()) continue;
    try {
      const parsed = ZImportLineSchema.safeParse(JSON.parse(text));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        report.rejected.push({ line: report.lines, error: `${issue?.path.join(".") || "line"}: ${issue?.message ?? "invalid"}` });
        continue;
      }
      const record = toInfluencerRecord(parsed.data);
      batch.set(`${record.platform}:${record.username}`, record);
      if (batch.size >= BATCH) await flush();
    } catch (error) {
      report.rejected.push({ line: report.lines, error: error instanceof Error ? error.message : String(error) });
    }
  }
  await flush();
  await refreshIndexStats(db);
  return report;
}
