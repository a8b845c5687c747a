import { HISTORY_SPANS, type THistorySpan } from "@radar/contract/vetting";
import { useTranslation } from "react-i18next";

/** The chart's span: 30 days, 90 days or a year, as pressed buttons. */
export function SpanPicker({ value, onChange }: { value: THistorySpan; onChange: (span: THistorySpan) => void }) {
  const { t } = useTranslation("vetting");
  return (
    <fieldset className="inline-flex items-center gap-1 rounded-xl bg-muted p-1">
      <legend className="sr-only">{t("spanLabel")}</legend>
      {HISTORY_SPANS.map((span) => (
        <button
          key={span}
          type="button"
          aria-pressed={value === span}
          onClick={() => onChange(span)}
          className="h-7 rounded-lg px-2.5 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
        >
          {t(`span.${span}`)}
        </button>
      ))}
    </fieldset>
  );
}
