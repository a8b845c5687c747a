import { LIST_SORT_FIELDS, type TListSortField } from "@radar/contract/lists";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { MemberSort } from "../utils/sort-members";

/** The column headers' sorting, for the card layout: a field and a direction. */
export function SortSelect({ sort, onSort }: { sort: MemberSort; onSort: (sort: MemberSort) => void }) {
  const { t } = useTranslation("lists");
  const ascending = sort.order === "asc";
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="member-sort" className="shrink-0 text-sm text-muted-foreground">
        {t("sort.label")}
      </label>
      <select
        id="member-sort"
        value={sort.field}
        onChange={(event) => onSort({ field: event.target.value as TListSortField, order: "desc" })}
        className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-sm focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/20"
      >
        {LIST_SORT_FIELDS.map((field) => (
          <option key={field} value={field}>
            {t(`sort.fields.${field}`)}
          </option>
        ))}
      </select>
      <Button
        variant="outline"
        size="icon"
        aria-label={t(ascending ? "sort.ascending" : "sort.descending")}
        aria-pressed={ascending}
        onClick={() => onSort({ field: sort.field, order: ascending ? "desc" : "asc" })}
      >
        {ascending ? <ArrowUp /> : <ArrowDown />}
      </Button>
    </div>
  );
}
