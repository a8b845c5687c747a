import path from "node:path";
import type { TReportFileFormat } from "@radar/contract/reports";
import type { AppContext } from "../../core/context.ts";
import { type FileStorage, LocalFileStorage } from "../../core/storage/storage.ts";

const storages = new Map<string, FileStorage>();

/**
 * Generated reports live in their own storage, DATA_DIR/reports, behind the same FileStorage
 * interface as uploads (an S3-compatible store can replace it). Files are never served statically:
 * the download route checks the owner first.
 */
export function reportStorage(ctx: AppContext): FileStorage {
  const root = path.resolve(ctx.config.DATA_DIR, "reports");
  let storage = storages.get(root);
  if (!storage) {
    storage = new LocalFileStorage(root);
    storages.set(root, storage);
  }
  return storage;
}

export const CONTENT_TYPES: Record<TReportFileFormat, string> = {
  pdf: "application/pdf",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

/** Where a report's file is kept: per user, by report id. */
export const reportFileKey = (userId: number, reportId: number, format: TReportFileFormat) => `${userId}/report-${reportId}.${format}`;

/** The name a download is saved under: the account and the day the report was made. */
export function downloadFileName(username: string, createdAt: Date, format: TReportFileFormat): string {
  const safe = username.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+/, "") || "account";
  return `radar-report-${safe}-${createdAt.toISOString().slice(0, 10)}.${format}`;
}
