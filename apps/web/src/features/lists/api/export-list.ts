import type { TLanguage } from "@radar/contract/constants";
import type { TExportFormat } from "@radar/contract/lists";
import { downloadFile } from "@/lib/download-file";

/** GET /api/lists/{id}/export/: the header row and the sheet's direction follow the screen's language. */
export function exportList(listId: number, format: TExportFormat, language: TLanguage): Promise<void> {
  return downloadFile({
    method: "GET",
    path: `/lists/${listId}/export/?format=${format}&lang=${language}`,
    fallbackName: `list-${listId}.${format}`,
  });
}
