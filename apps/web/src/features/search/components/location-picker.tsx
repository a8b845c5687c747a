import type { TLocationItem } from "@radar/contract/search";
import { Building2, Globe2, MapPin } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useLocationSearch } from "../hooks/use-location-search";

type LocationPickerProps = { label: string; onPick: (item: TLocationItem) => void; disabled?: boolean };

/**
 * A combobox over GET /api/search/locations/ (SPEC §5: at least 2 characters, 300 ms debounce),
 * usable by keyboard: arrows move, Enter picks, Escape closes.
 */
export function LocationPicker({ label, onPick, disabled }: LocationPickerProps) {
  const { t } = useTranslation("search");
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const search = useLocationSearch(query);
  const expanded = open && search.active;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (item: TLocationItem) => {
    onPick(item);
    setQuery("");
    setOpen(false);
    setHighlighted(0);
  };

  return (
    <div className="relative grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <MapPin aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded && search.results.length > 0 ? listId : undefined}
          aria-activedescendant={expanded && search.results[highlighted] ? optionId(highlighted) : undefined}
          autoComplete="off"
          className="ps-9"
          placeholder={t("location.placeholder")}
          value={query}
          disabled={disabled}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setHighlighted(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") {
              event.preventDefault();
              setOpen(true);
              setHighlighted((index) => Math.min(index + 1, Math.max(search.results.length - 1, 0)));
            } else if (event.key === "ArrowUp") {
              event.preventDefault();
              setHighlighted((index) => Math.max(index - 1, 0));
            } else if (event.key === "Enter" && expanded) {
              event.preventDefault();
              const item = search.results[highlighted];
              if (item) pick(item);
            } else if (event.key === "Escape") {
              setOpen(false);
            }
          }}
        />
      </div>
      {expanded ? (
        <div className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border bg-background shadow-lg">
          {search.loading ? (
            <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
              {t("location.loadingLocations")}
            </p>
          ) : search.noResults ? (
            <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
              {t("location.noResults")}
            </p>
          ) : null}
          {search.results.length > 0 ? (
            <div id={listId} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto">
              {search.results.map((item, index) => {
                const Icon = item.type === "country" ? Globe2 : Building2;
                return (
                  // Focus stays in the input (aria-activedescendant); the options are reached with the arrows.
                  <div
                    key={`${item.type}:${item.id}`}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === highlighted}
                    className={cn("flex cursor-pointer items-center gap-2 px-3 py-2 text-sm", index === highlighted && "bg-muted")}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setHighlighted(index)}
                    onClick={() => pick(item)}
                    onKeyDown={(event) => event.key === "Enter" && pick(item)}
                  >
                    <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                    <span className="truncate">{item.display_name}</span>
                    <span className="ms-auto text-xs text-muted-foreground">{t(`location.types.${item.type}`)}</span>
                  </div>
                );
              })}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
