import type { TMeeting } from "@radar/contract/meetings";
import { CalendarDays, Clock, ExternalLink, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatCredits } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { formatMeetingDay, formatMeetingTime } from "../utils/meeting-time";
import { CancelMeetingDialog } from "./cancel-meeting-dialog";

const STATUS_VARIANTS = { scheduled: "accent", completed: "success", cancelled: "neutral" } as const;
const BOOKING_VARIANTS = { pending: "warning", confirmed: "success", cancelled: "neutral" } as const;

/** One meeting: when, how long, what it cost, its notes; Join and Cancel while scheduled. */
export function MeetingCard({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation("meetings");
  const language = useLanguage();
  const [cancelling, setCancelling] = useState(false);
  const scheduled = meeting.status === "scheduled";
  const day = formatMeetingDay(meeting.start_time, language);
  const range = t("meeting.timeRange", {
    start: formatMeetingTime(meeting.start_time, language),
    end: formatMeetingTime(meeting.end_time, language),
  });

  return (
    <Card className="grid h-full gap-3 p-5" aria-label={`${day}, ${range}`} data-testid="meeting-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <p className="flex items-center gap-2 font-semibold">
            <CalendarDays className="size-4 text-primary" aria-hidden />
            {day}
          </p>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden />
            <span>{range}</span>
            <span aria-hidden>·</span>
            <span>{t("meeting.duration", { count: meeting.duration_minutes })}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={STATUS_VARIANTS[meeting.status]}>{t(`meeting.status.${meeting.status}`)}</Badge>
          {scheduled ? (
            <Badge variant={BOOKING_VARIANTS[meeting.booking_status]}>{t(`meeting.booking.${meeting.booking_status}`)}</Badge>
          ) : null}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        {meeting.free_consultation
          ? t("meeting.free")
          : t("meeting.credits", { count: meeting.credits_charged, credits: formatCredits(meeting.credits_charged, language) })}
      </p>
      {meeting.notes ? (
        <div className="rounded-lg bg-surface px-3 py-2 text-sm">
          <span className="sr-only">{t("meeting.notes")}: </span>
          <p className="break-words whitespace-pre-wrap" dir="auto">
            {meeting.notes}
          </p>
        </div>
      ) : null}
      {scheduled ? (
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="outline" size="sm" onClick={() => setCancelling(true)}>
            <X />
            {t("meeting.cancel")}
          </Button>
          <Button size="sm" asChild>
            <a href={meeting.meeting_url} target="_blank" rel="noopener noreferrer">
              <ExternalLink className="rtl:-scale-x-100" />
              {t("meeting.join")}
            </a>
          </Button>
          <CancelMeetingDialog meeting={meeting} open={cancelling} onOpenChange={setCancelling} />
        </div>
      ) : null}
    </Card>
  );
}
