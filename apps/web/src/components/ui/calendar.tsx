import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from "lucide-react";
import type { ComponentProps } from "react";
import { DayPicker, getDefaultClassNames } from "react-day-picker";
import { cn } from "@/lib/cn";

const CHEVRONS = { left: ChevronLeft, right: ChevronRight, up: ChevronUp, down: ChevronDown };

type ChevronProps = { orientation?: keyof typeof CHEVRONS; className?: string };

function CalendarChevron({ orientation = "left", className }: ChevronProps) {
  const Icon = CHEVRONS[orientation];
  // The default navigation keeps left/right in right-to-left too: mirror them so "next" points onward.
  const mirror = orientation === "left" || orientation === "right";
  return <Icon className={cn("size-4", mirror && "rtl:-scale-x-100", className)} aria-hidden />;
}

/**
 * react-day-picker styled with the app's tokens (no stylesheet of its own). Pass `dir` and a
 * react-day-picker locale; in right-to-left the navigation arrows are mirrored.
 */
export function Calendar({ className, classNames, showOutsideDays = true, ...props }: ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn("w-fit select-none", className)}
      classNames={{
        root: cn(defaults.root, "relative"),
        months: "relative flex flex-col gap-4",
        month: "grid gap-3",
        nav: "absolute inset-x-0 top-0 flex h-9 items-center justify-between",
        button_previous:
          "inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground aria-disabled:pointer-events-none aria-disabled:opacity-40",
        button_next:
          "inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground aria-disabled:pointer-events-none aria-disabled:opacity-40",
        month_caption: "flex h-9 items-center justify-center",
        caption_label: "text-sm font-semibold",
        month_grid: "border-collapse",
        weekdays: "flex",
        weekday: "w-10 pb-1 text-center text-xs font-medium text-muted-foreground",
        week: "mt-1 flex",
        day: "relative size-10 p-0 text-center text-sm",
        day_button:
          "inline-flex size-10 items-center justify-center rounded-lg tabular-nums transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none",
        selected: "[&>button]:bg-primary [&>button]:font-semibold [&>button]:text-primary-foreground [&>button]:hover:bg-primary-hover",
        today: "[&>button]:font-semibold [&>button]:ring-1 [&>button]:ring-primary/40 [&:not([data-selected])>button]:text-primary",
        outside: "text-muted-foreground/60",
        disabled: "text-muted-foreground/40 [&>button]:line-through [&>button]:decoration-muted-foreground/30",
        hidden: "invisible",
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron }}
      {...props}
    />
  );
}
