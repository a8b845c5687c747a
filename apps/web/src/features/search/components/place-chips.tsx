import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/lib/i18n";
import { formatShare } from "../utils/format-search";
import type { Place, PlaceShare } from "../utils/search-filters";

type PlaceChipsProps<T extends Place> = { places: T[]; onRemove: (place: T) => void; label: string };

/** The picked places as removable chips; audience places show their share. */
export function PlaceChips<T extends Place | PlaceShare>({ places, onRemove, label }: PlaceChipsProps<T>) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  if (places.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {places.map((place) => (
        <li
          key={`${place.type}:${place.id}`}
          className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-0.5 ps-2.5 pe-1 text-xs font-medium text-primary-soft-foreground"
        >
          <span>
            {place.name}
            {"prc" in place ? ` · ${formatShare(place.prc, language)}` : null}
          </span>
          <button
            type="button"
            onClick={() => onRemove(place)}
            className="grid size-5 place-items-center rounded-full hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden className="size-3" />
            <span className="sr-only">{t("filters.removePlace", { name: place.name })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
