import type { TExportFormat } from "@radar/contract/lists";
import { FileSpreadsheet, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { apiErrorText } from "@/lib/api-error-text";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { exportList } from "../api/export-list";

/** CSV and XLSX of the whole list, headed in the screen's language. One download at a time. */
export function ExportButtons({ listId, disabled }: { listId: number; disabled?: boolean }) {
  const { t } = useTranslation("lists");
  const language = useLanguage();
  const translate = useTranslateMessage();
  const [busy, setBusy] = useState<TExportFormat | null>(null);

  const run = async (format: TExportFormat) => {
    if (busy) return;
    setBusy(format);
    try {
      await exportList(listId, format, language);
    } catch (error) {
      toast.error(t("export.failed"), { description: translate(apiErrorText(error) ?? undefined) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <fieldset className="flex gap-2">
      <legend className="sr-only">{t("export.label")}</legend>
      {(["csv", "xlsx"] as const).map((format) => (
        <Button key={format} variant="outline" size="sm" disabled={disabled || busy !== null} onClick={() => void run(format)}>
          {busy === format ? <LoaderCircle className="animate-spin" /> : <FileSpreadsheet />}
          {t(`export.${format}`)}
        </Button>
      ))}
    </fieldset>
  );
}
