import type { TPlatform } from "@radar/contract/constants";
import type { TSortField } from "@radar/contract/search";
import { ArrowDownWideNarrow, ArrowUpNarrowWide, LayoutGrid, List } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import type { SearchSort } from "../utils/build-search-body";
import { sortFieldsFor } from "../utils/influencer";

export type ResultsView = "cards" | "list";

type Props = {
  platform: TPlatform;
  sort: SearchSort;
  onSortChange: (sort: SearchSort) => void;
  view: ResultsView;
  onViewChange: (view: ResultsView) => void;
  disabled?: boolean;
};

/** The sort selector with its ascending/descending toggle, and the cards/list switch (SPEC §2). */
export function ResultsToolbar({ platform, sort, onSortChange, view, onViewChange, disabled }: Props) {
  const { t } = useTranslation("search");
  const id = useId();
  const ascending = sort.order === "asc";
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1.5">
        <Label htmlFor={id} className="text-xs text-muted-foreground">
          {t("sort.label")}
        </Label>
        <div className="flex gap-2">
          <NativeSelect
            id={id}
            className="h-9 min-w-44"
            value={sort.field}
            disabled={disabled}
            onChange={(event) => onSortChange({ ...sort, field: event.target.value as TSortField })}
          >
            {sortFieldsFor(platform).map((field) => (
              <option key={field} value={field}>
                {t(`sort.fields.${field}`)}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant="outline"
            size="icon"
            disabled={disabled}
            onClick={() => onSortChange({ ...sort, order: ascending ? "desc" : "asc" })}
            aria-label={ascending ? t("sort.ascending") : t("sort.descending")}
            title={t("sort.toggle")}
          >
            {ascending ? <ArrowUpNarrowWide /> : <ArrowDownWideNarrow />}
          </Button>
        </div>
      </div>
      <fieldset className="ms-auto flex rounded-lg border p-0.5">
        <legend className="sr-only">{t("view.label")}</legend>
        {(["cards", "list"] as const).map((option) => {
          const Icon = option === "cards" ? LayoutGrid : List;
          return (
            <Button
              key={option}
              variant="ghost"
              size="sm"
              aria-pressed={view === option}
              onClick={() => onViewChange(option)}
              className={cn("h-8", view === option && "bg-muted")}
            >
              <Icon />
              {t(`view.${option}`)}
            </Button>
          );
        })}
      </fieldset>
    </div>
  );
}
