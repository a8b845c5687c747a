import type { TTimeSlot } from "@radar/contract/meetings";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { useLanguage } from "@/lib/i18n";
import { formatMeetingTime } from "../utils/meeting-time";

type TimeSlotListProps = {
  slots: TTimeSlot[];
  selected: string | undefined;
  onSelect: (startTime: string) => void;
  label: string;
};

/** The day's slots as a radio group; unavailable ones are disabled (SPEC §5). */
export function TimeSlotList({ slots, selected, onSelect, label }: TimeSlotListProps) {
  const { t } = useTranslation("meetings");
  const language = useLanguage();
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {slots.map((slot) => {
        const time = formatMeetingTime(slot.start_time, language);
        const checked = slot.start_time === selected;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a button styled as a chip; a native radio would need a label per slot.
          <button
            key={slot.start_time}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={slot.is_available ? time : t("form.slotUnavailable", { time })}
            disabled={!slot.is_available}
            onClick={() => onSelect(slot.start_time)}
            className={cn(
              "h-10 rounded-lg border text-sm font-medium tabular-nums transition-colors",
              "focus-visible:outline-2 focus-visible:outline-ring",
              checked
                ? "border-primary bg-primary text-primary-foreground"
                : "border-input bg-background hover:border-primary/50 hover:bg-primary-soft",
              "disabled:cursor-not-allowed disabled:border-dashed disabled:bg-muted disabled:text-muted-foreground/60 disabled:line-through",
            )}
          >
            {time}
          </button>
        );
      })}
    </div>
  );
}
