import type { TReport, TReportFileFormat } from "@radar/contract/reports";
import { getAccessToken, getRefreshToken } from "@/lib/auth-storage";
import { fileNameOf, saveBlob } from "@/lib/download-file";
import { ApiError } from "@/lib/http";
import { refreshAccessToken } from "@/lib/token-refresh";

/** The report has no file of that format (yet): SPEC §8 'report not available'. */
export class ReportNotAvailableError extends Error {}

const fetchFile = (url: string, token: string | null) => fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

/**
 * SPEC §7 direct download: a plain fetch of the report's file URL, with the bearer token (the
 * files are served to their owner only) and one refresh-and-retry on 401, then saved as a file.
 */
export async function downloadReport(report: TReport, format: TReportFileFormat): Promise<void> {
  const url = format === "pdf" ? report.pdf_url : report.pptx_url;
  const name = format === "pdf" ? report.pdf_path : report.pptx_path;
  if (report.status !== "completed" || !url) throw new ReportNotAvailableError();
  let response = await fetchFile(url, getAccessToken());
  if (response.status === 401 && getRefreshToken() !== null) response = await fetchFile(url, await refreshAccessToken());
  if (response.status === 404) throw new ReportNotAvailableError();
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => null));
  saveBlob(await response.blob(), fileNameOf(response, name ?? `report-${report.id}.${format}`));
}
