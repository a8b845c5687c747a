import type { TLanguage } from "@radar/contract/constants";
import type { TExportFormat } from "@radar/contract/lists";
import type { TSearchRequest } from "@radar/contract/search";
import { downloadFile } from "@/lib/download-file";

/**
 * POST /api/search/export/: the current filters' results (up to 1,000 rows) as CSV or XLSX. The
 * server charges nothing more than the search itself did.
 */
export function exportSearch(body: TSearchRequest, format: TExportFormat, language: TLanguage): Promise<void> {
  return downloadFile({
    method: "POST",
    path: `/search/export/?format=${format}&lang=${language}`,
    body,
    fallbackName: `search-results.${format}`,
  });
}
