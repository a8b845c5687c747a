import type { TListSortField } from "@radar/contract/lists";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "@/lib/cn";
import type { MemberSort } from "../utils/sort-members";

type Props = {
  field: TListSortField;
  label: string;
  sort: MemberSort;
  onSort: (sort: MemberSort) => void;
  align?: "start" | "end";
};

/** A column header that sorts: first press sorts descending (largest first), the next flips it. */
export function SortHeader({ field, label, sort, onSort, align = "start" }: Props) {
  const active = sort.field === field;
  const Icon = !active ? ArrowUpDown : sort.order === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.order === "asc" ? "ascending" : "descending") : "none"}
      className={cn("px-3 py-2.5 font-medium", align === "end" ? "text-end" : "text-start")}
    >
      <button
        type="button"
        onClick={() => onSort({ field, order: active && sort.order === "desc" ? "asc" : "desc" })}
        className={cn(
          "inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
          active && "text-foreground",
        )}
      >
        {label}
        <Icon aria-hidden className="size-3.5" />
      </button>
    </th>
  );
}
