import type { TReport, TReportFileFormat } from "@radar/contract/reports";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { downloadReport, ReportNotAvailableError } from "../api/download-report";

/**
 * Download buttons, offered only once the report is completed (SPEC §4). A format the report does
 * not have answers 'report not available'; any other failure 'report download failed' (SPEC §8).
 */
export function ReportDownloads({ report, formats }: { report: TReport; formats: TReportFileFormat[] }) {
  const { t } = useTranslation("reports");
  const language = useLanguage();
  const [busy, setBusy] = useState<TReportFileFormat | null>(null);
  if (report.status !== "completed") return null;
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
      {formats.map((format) => (
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
