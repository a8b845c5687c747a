import type { TReport, TReportFileFormat } from "@radar/contract/reports";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { downloadReport, ReportNotAvailableError } from "../api/download-report";

const HAS: Record<TReportFileFormat, (report: TReport) => boolean> = {
  pdf: (report) => report.has_pdf,
  pptx: (report) => report.has_pptx,
};

/**
 * Download buttons, offered only once the report is completed (SPEC §4) and only for the formats the
 * page offers that this report has: a PDF-only report shows no PowerPoint button. A file the server
 * no longer finds answers 'report not available'; any other failure 'report download failed' (SPEC §8).
 */
export function ReportDownloads({ report, formats }: { report: TReport; formats: TReportFileFormat[] }) {
  const { t } = useTranslation("reports");
  const language = useLanguage();
  const [busy, setBusy] = useState<TReportFileFormat | null>(null);
  const offered = formats.filter((format) => HAS[format](report));
  if (report.status !== "completed" || offered.length === 0) return null;
  const date = formatDate(report.date_created, language);

  const download = async (format: TReportFileFormat) => {
    setBusy(format);
    try {
      await downloadReport(report, format);
    } catch (error) {
      toast.error(t(error instanceof ReportNotAvailableError ? "toasts.notAvailable" : "toasts.downloadFailed"));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {offered.map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={() => void download(format)}
          aria-label={t(format === "pdf" ? "actions.downloadPdfLabel" : "actions.downloadPptxLabel", { date })}
        >
          <Download aria-hidden />
          {t(format === "pdf" ? "actions.downloadPdf" : "actions.downloadPptx")}
        </Button>
      ))}
    </>
  );
}
