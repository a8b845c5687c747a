import { MEETING_STATUSES, type TMeeting, type TMeetingStatus } from "@radar/contract/meetings";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { useMeetings } from "../api/get-meetings";
import { MeetingCard } from "./meeting-card";

type MeetingsTabsProps = {
  tab: TMeetingStatus;
  onTabChange: (tab: TMeetingStatus) => void;
  onSchedule: () => void;
};

/** Scheduled meetings soonest first; completed and cancelled ones latest first. */
function meetingsIn(meetings: TMeeting[], status: TMeetingStatus): TMeeting[] {
  const list = meetings.filter((meeting) => meeting.status === status);
  const order = status === "scheduled" ? 1 : -1;
  return list.sort((a, b) => order * (Date.parse(a.start_time) - Date.parse(b.start_time)));
}

/** SPEC §2: the scheduled, completed and cancelled tabs, each with its empty state. */
export function MeetingsTabs({ tab, onTabChange, onSchedule }: MeetingsTabsProps) {
  const { t } = useTranslation("meetings");
  const language = useLanguage();
  const meetings = useMeetings();

  return (
    <section aria-label={t("tabs.label")}>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as TMeetingStatus)} dir={getLocaleTextDirection(language)}>
        {/* Three equal columns on a phone, so the English labels and counts fit 375 px. */}
        <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
          {MEETING_STATUSES.map((status) => (
            <TabsTrigger key={status} value={status} className="min-w-0 gap-1 px-1.5 sm:gap-2 sm:px-3">
              {t(`tabs.${status}`)}{" "}
              {meetings.data ? <span className="text-xs tabular-nums">({meetingsIn(meetings.data, status).length})</span> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {MEETING_STATUSES.map((status) => (
          <TabsContent key={status} value={status} className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground">{t(`list.${status}Intro`)}</p>
              {status === "scheduled" ? (
                <Button size="sm" onClick={onSchedule}>
                  <Plus />
                  {t("list.schedule")}
                </Button>
              ) : null}
            </div>
            {meetings.isPending ? (
              <div className="flex justify-center py-12">
                <Spinner className="size-6" label={t("list.loading")} />
              </div>
            ) : meetings.isError ? (
              <div
                role="alert"
                className="rounded-2xl border border-destructive/25 bg-destructive-soft px-5 py-4 text-sm text-destructive-soft-foreground"
              >
                {t("messages.errorLoadingMeetings")}
              </div>
            ) : meetingsIn(meetings.data, status).length === 0 ? (
              <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-zinc-300 bg-background px-5 py-12 text-center">
                <h3 className="font-semibold">{t(`list.empty.${status}Title`)}</h3>
                <p className="max-w-md text-sm text-muted-foreground">{t(`list.empty.${status}Description`)}</p>
              </div>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {meetingsIn(meetings.data, status).map((meeting) => (
                  <li key={meeting.meeting_id} className="grid">
                    <MeetingCard meeting={meeting} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
