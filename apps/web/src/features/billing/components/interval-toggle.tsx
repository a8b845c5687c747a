import type { TPlanInterval } from "@radar/contract/billing";
import { type KeyboardEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

const INTERVALS: readonly TPlanInterval[] = ["month", "year"];
const ARROWS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]);

/** The monthly / yearly switch of the plans page: a radio group (one tab stop, arrows move). */
export function IntervalToggle({ value, onChange }: { value: TPlanInterval; onChange: (interval: TPlanInterval) => void }) {
  const { t } = useTranslation("billing");
  const buttons = useRef<Partial<Record<TPlanInterval, HTMLButtonElement | null>>>({});

  // With two options every arrow key means "the other one", in either reading direction.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!ARROWS.has(event.key)) return;
    event.preventDefault();
    const other = value === "month" ? "year" : "month";
    onChange(other);
    buttons.current[other]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={t("interval.label")}
      className="inline-flex self-start rounded-xl border bg-muted p-1 sm:self-auto"
      onKeyDown={onKeyDown}
    >
      {INTERVALS.map((interval) => {
        const selected = interval === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a segmented control, with the radio group's keyboard behaviour above.
          <button
            key={interval}
            ref={(node) => {
              buttons.current[interval] = node;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(interval)}
            className={cn(
              "inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors sm:px-4",
              selected ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {t(interval === "month" ? "interval.month" : "interval.year")}
            {interval === "year" ? (
              <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success-soft-foreground">
                {t("interval.yearSaving")}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
