import { LIST_MEMBER_STATUSES, type TListMemberStatus } from "@radar/contract/lists";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";

type Props = {
  value: TListMemberStatus | null;
  onChange: (status: TListMemberStatus | null) => void;
  counts: Record<TListMemberStatus, number>;
  total: number;
};

/** All / one status, each with its count; toggle buttons so the keyboard reaches every choice. */
export function StatusFilter({ value, onChange, counts, total }: Props) {
  const { t } = useTranslation("lists");
  const language = useLanguage();
  const options: { status: TListMemberStatus | null; label: string; count: number }[] = [
    { status: null, label: t("filter.all"), count: total },
    ...LIST_MEMBER_STATUSES.map((status) => ({ status, label: t(`status.${status}`), count: counts[status] })),
  ];
  return (
    <fieldset className="flex flex-wrap gap-1.5">
      <legend className="sr-only">{t("filter.label")}</legend>
      {options.map((option) => {
        const active = option.status === value;
        return (
          <button
            key={option.status ?? "all"}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.status)}
            className={cn(
              "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-medium transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              active ? "border-primary bg-primary-soft text-primary-soft-foreground" : "bg-background hover:bg-muted",
            )}
          >
            {option.label}
            <span className="tabular-nums text-muted-foreground">{formatNumber(option.count, language)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
