import type { Readable } from "node:stream";
import type { TLicenceStatusEntry } from "@radar/contract/licences";
import { SEARCH_EXPORT_MAX_ROWS } from "@radar/contract/lists";
import type { TSearchRequestParsed, TSearchResult } from "@radar/contract/search";
import type { AppContext } from "../../../core/context.ts";
import { type ExportFormat, type ExportLang, exportTable } from "../../../core/export/table-export.ts";
import { AppError } from "../../../core/http/app-error.ts";
import { hit } from "../../../core/http/rate-limits.ts";
import { licenceExportColumns } from "../../../core/licences/licence-export-columns.ts";
import { readLicenceStatuses } from "../../../core/licences/licence-statuses.ts";
import type { WorkspaceScope } from "../../../core/workspaces/current-workspace.ts";
import { toSearchResult } from "../search/result-mapper.ts";
import { openSearch, payForSearch, readPage } from "../search/search.service.ts";
import type { PreparedSearch } from "../search/search-plan.ts";
import { toSearchQuery } from "../search/search-query.ts";
import { searchExportColumns } from "./search-export-columns.ts";

/**
 * Exports per user per window. A re-export of paid filters is free, and an XLSX of 1,000 rows is
 * some 10 queries and a zip stream: bounded so that one client cannot keep the server's cores busy.
 */
export const EXPORTS_PER_WINDOW = 30;
export const EXPORT_WINDOW_SECONDS = 600;

/** Rows read per query while streaming: a few round trips for 1,000 rows, never all of them in memory. */
const EXPORT_CHUNK = 100;

export interface SearchExportFile {
  stream: Readable;
  /** Without the extension. */
  baseName: string;
  rows: number;
}

/**
 * The first `count` matches in the search's order, read a chunk at a time as the file is written; each
 * chunk's licence statuses are added to `licences` before its rows are yielded (1,000 rows at most: kept).
 */
async function* exportRows(
  ctx: AppContext,
  search: PreparedSearch,
  total: number,
  count: number,
  licences: Map<string, TLicenceStatusEntry[]>,
): AsyncGenerator<TSearchResult> {
  for (let offset = 0; offset < count; offset += EXPORT_CHUNK) {
    const chunk = { ...search, query: { ...search.query, page: offset / EXPORT_CHUNK + 1, limit: EXPORT_CHUNK } };
    const rows = await readPage(ctx.search, chunk, total);
    for (const [id, statuses] of await readLicenceStatuses(
      ctx.db,
      rows.map((row) => row.id),
    ))
      licences.set(id, statuses);
    for (const row of rows.slice(0, count - offset)) yield toSearchResult(row);
    if (rows.length < EXPORT_CHUNK) return;
  }
}

/**
 * POST /api/search/export/: the current filters in their order, up to SEARCH_EXPORT_MAX_ROWS rows.
 * It costs nothing more than the search did: filters paid within the charge window export free;
 * others are charged exactly as the search would be (once per window, nothing when nothing
 * matches, 402 with the shortfall) — before the first byte, so a refused export sends no file.
 */
export async function exportSearch(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: TSearchRequestParsed,
  options: { format: ExportFormat; lang: ExportLang },
): Promise<SearchExportFile> {
  const query = toSearchQuery({ ...body, page: 1 });
  // The limit is each member's (a colleague's exports do not use up yours); the charge is the workspace's.
  if ((await hit(ctx.db, `search-export:${scope.userId}`, EXPORT_WINDOW_SECONDS)) > EXPORTS_PER_WINDOW) throw AppError.tooManyRequests();
  const opened = await openSearch(ctx, scope, query);
  await payForSearch(ctx, scope, opened);
  const count = Math.min(opened.total, SEARCH_EXPORT_MAX_ROWS);
  const licences = new Map<string, TLicenceStatusEntry[]>();
  const stream = exportTable({
    format: options.format,
    lang: options.lang,
    sheetName: options.lang === "ar" ? "نتائج البحث" : "Search results",
    columns: [
      ...searchExportColumns(options.lang),
      ...licenceExportColumns<TSearchResult>(options.lang, (row) => licences.get(row.basic.id)),
    ],
    rows: exportRows(ctx, opened.search, opened.total, count, licences),
  });
  const date = new Date().toISOString().slice(0, 10);
  return { stream, baseName: `influencers-radar-${query.platform}-${date}`, rows: count };
}
