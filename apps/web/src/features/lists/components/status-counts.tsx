import { LIST_MEMBER_STATUSES, type TListMemberStatus } from "@radar/contract/lists";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { StatusBadge } from "./status-badge";

/** The pipeline at a glance: one badge per status that has members. */
export function StatusCounts({ counts }: { counts: Partial<Record<TListMemberStatus, number>> }) {
  const { t } = useTranslation("lists");
  const language = useLanguage();
  const present = LIST_MEMBER_STATUSES.filter((status) => (counts[status] ?? 0) > 0);
  if (present.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("overview.statusCounts")}>
      {present.map((status) => (
        <li key={status} className="inline-flex items-center gap-1 text-xs">
          <StatusBadge status={status} />
          <span className="tabular-nums text-muted-foreground">{formatNumber(counts[status] ?? 0, language)}</span>
        </li>
      ))}
    </ul>
  );
}
