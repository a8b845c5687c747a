import { X } from "lucide-react";
import { useTranslation } from "react-i18next";

type ChoiceChipsProps<T> = { items: { value: T; label: string }[]; onRemove: (value: T) => void; label: string };

/** Chosen categories or interests as removable chips. */
export function ChoiceChips<T extends string | number>({ items, onRemove, label }: ChoiceChipsProps<T>) {
  const { t } = useTranslation("search");
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.map((item) => (
        <li
          key={String(item.value)}
          className="inline-flex items-center gap-1 rounded-full bg-muted py-0.5 ps-2.5 pe-1 text-xs font-medium text-foreground"
        >
          <span>{item.label}</span>
          <button
            type="button"
            onClick={() => onRemove(item.value)}
            className="grid size-5 place-items-center rounded-full hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden className="size-3" />
            <span className="sr-only">{t("filters.remove", { name: item.label })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
