import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/lib/i18n";
import { formatWhole } from "../utils/format-search";
import { pageCount, pageWindow, showsPagination } from "../utils/search-pages";

type Props = { page: number; total: number; onPageChange: (page: number) => void; disabled?: boolean };

/** SPEC §2/§9: shown only above 50 results; pages = ceil(total / 50). */
export function SearchPagination({ page, total, onPageChange, disabled }: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  if (!showsPagination(total)) return null;
  const pages = pageCount(total);
  return (
    <nav aria-label={t("pagination.label")} className="flex flex-wrap items-center justify-center gap-1">
      <Button variant="outline" size="sm" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="rtl:-scale-x-100" />
        {t("pagination.previous")}
      </Button>
      {pageWindow(page, pages).map((entry, index) =>
        entry === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <Button
            key={entry}
            variant={entry === page ? "primary" : "ghost"}
            size="sm"
            className="min-w-8 tabular-nums"
            disabled={disabled}
            aria-current={entry === page ? "page" : undefined}
            aria-label={t("pagination.page", { page: formatWhole(entry, language) })}
            onClick={() => entry !== page && onPageChange(entry)}
          >
            {formatWhole(entry, language)}
          </Button>
        ),
      )}
      <Button variant="outline" size="sm" disabled={disabled || page >= pages} onClick={() => onPageChange(page + 1)}>
        {t("pagination.next")}
        <ChevronRight className="rtl:-scale-x-100" />
      </Button>
    </nav>
  );
}
