import type { TExportFormat } from "@radar/contract/lists";
import { SEARCH_EXPORT_MAX_ROWS } from "@radar/contract/lists";
import type { TSearchRequest } from "@radar/contract/search";
import { FileSpreadsheet, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { apiErrorText } from "@/lib/api-error-text";
import { formatNumber } from "@/lib/format";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { exportSearch } from "../api/export-search";

/** CSV / XLSX of the current filters' results (up to 1,000 rows), free beyond the search itself. */
export function SearchExportButtons({ body, disabled }: { body: TSearchRequest | null; disabled?: boolean }) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const translate = useTranslateMessage();
  const hintId = useId();
  const [busy, setBusy] = useState<TExportFormat | null>(null);
  const hint = t("export.hint", { max: formatNumber(SEARCH_EXPORT_MAX_ROWS, language) });

  const run = async (format: TExportFormat) => {
    if (busy || !body) return;
    setBusy(format);
    try {
      await exportSearch(body, format, language);
    } catch (error) {
      toast.error(t("export.failed"), { description: translate(apiErrorText(error) ?? undefined) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <fieldset className="grid justify-items-end gap-1">
      <legend className="sr-only">{t("export.label")}</legend>
      <div className="flex gap-2">
        {(["csv", "xlsx"] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            size="sm"
            title={hint}
            aria-describedby={hintId}
            disabled={disabled || busy !== null || body === null}
            onClick={() => void run(format)}
          >
            {busy === format ? <LoaderCircle className="animate-spin" /> : <FileSpreadsheet />}
            {t(`export.${format}`)}
          </Button>
        ))}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </fieldset>
  );
}
