import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";

type TablePagerProps = {
  offset: number;
  pageSize: number;
  /** Rows shown on this page. */
  shown: number;
  /** The total when the server counts it; otherwise `hasMore` says whether a next page exists. */
  total?: number;
  hasMore?: boolean;
  onChange: (offset: number) => void;
};

/** "1–20 of 57" with previous and next; the arrows mirror in Arabic. */
export function TablePager({ offset, pageSize, shown, total, hasMore, onChange }: TablePagerProps) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const more = total === undefined ? Boolean(hasMore) : offset + shown < total;
  if (offset === 0 && !more) return null;
  const from = formatNumber(shown === 0 ? 0 : offset + 1, language);
  const to = formatNumber(offset + shown, language);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t px-4 py-3 text-sm text-muted-foreground">
      <span>
        {total === undefined ? t("pager.range", { from, to }) : t("pager.rangeOf", { from, to, total: formatNumber(total, language) })}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - pageSize))}>
          <ChevronLeft className="rtl:-scale-x-100" aria-hidden />
          {t("pager.previous")}
        </Button>
        <Button variant="outline" size="sm" disabled={!more} onClick={() => onChange(offset + pageSize)}>
          {t("pager.next")}
          <ChevronRight className="rtl:-scale-x-100" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
