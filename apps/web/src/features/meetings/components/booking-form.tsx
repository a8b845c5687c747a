import { MEETING_NOTES_MAX, type TCreateMeetingResponse } from "@radar/contract/meetings";
import { CalendarCheck, Clock } from "lucide-react";
import { useState } from "react";
import { arSA as arCalendar, enUS as enCalendar } from "react-day-picker/locale";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCreateMeeting } from "../api/create-meeting";
import { useAvailableSlots } from "../api/get-available-slots";
import { type BookingProblem, bookingProblem, toCreatePayload } from "../utils/booking-rules";
import type { ConsultationPrice } from "../utils/consultation-price";
import { isSlotClash, scheduleErrorText } from "../utils/meeting-error";
import { dayKey, formatDay, lastBookableDay, riyadhToday } from "../utils/meeting-time";
import { ConfirmBookingDialog } from "./confirm-booking-dialog";
import { TimeSlotList } from "./time-slot-list";

const CALENDAR_LOCALES = { en: enCalendar, ar: arCalendar } as const;
/** One toast for "what is missing", replaced rather than stacked, gone once the booking can go on. */
const PROBLEM_TOAST = "meeting-booking-problem";

/**
 * SPEC §2 booking form: a calendar (past days disabled; Saturday first in Arabic), the day's slots,
 * notes, Save date and its confirmation dialog. Changing the date clears the slot (SPEC §4); after
 * a booking the notes and slot are cleared and the parent closes the form.
 */
export function BookingForm({
  onBooked,
  price = null,
}: {
  onBooked: (result: TCreateMeetingResponse) => void;
  /** What the next booking costs, when the plan is known. */
  price?: ConsultationPrice | null;
}) {
  const { t } = useTranslation("meetings");
  const language = useLanguage();
  const dir = getLocaleTextDirection(language);
  const [date, setDate] = useState<Date | undefined>();
  const [slotStart, setSlotStart] = useState<string | undefined>();
  const [notes, setNotes] = useState("");
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const slots = useAvailableSlots(date ? dayKey(date) : null);
  const create = useCreateMeeting();
  const slot = slots.data?.find((candidate) => candidate.start_time === slotStart);
  const today = riyadhToday();
  const noSlots = slots.isError || (slots.isSuccess && !slots.data.some((candidate) => candidate.is_available));

  const chooseDate = (day: Date | undefined) => {
    setDate(day);
    setSlotStart(undefined);
    setProblem(null);
  };

  const save = () => {
    const found = bookingProblem(date, slot);
    setProblem(found);
    if (found) {
      toast.error(t(`messages.${found}`), { id: PROBLEM_TOAST });
      return;
    }
    toast.dismiss(PROBLEM_TOAST);
    setConfirming(true);
  };

  const confirm = () => {
    if (!slot) return;
    create.mutate(toCreatePayload(slot, notes), {
      onSuccess: (result) => {
        toast.success(t("messages.meetingScheduled"));
        setConfirming(false);
        setNotes("");
        setSlotStart(undefined);
        onBooked(result);
      },
      onError: (error) => {
        setConfirming(false);
        if (isSlotClash(error)) setSlotStart(undefined);
        toast.error(scheduleErrorText(t, error));
      },
    });
  };

  return (
    <Card aria-labelledby="booking-form-title">
      <CardHeader>
        <CardTitle id="booking-form-title" className="flex items-center gap-2">
          <CalendarCheck className="size-4 text-primary" aria-hidden />
          {t("form.title")}
        </CardTitle>
        <CardDescription>{t("form.description")}</CardDescription>
      </CardHeader>
      <CardBody className="grid gap-6 md:grid-cols-[auto_1fr]">
        <div className="grid justify-center gap-2 md:justify-start">
          <span className="sr-only">{t("form.calendarLabel")}</span>
          <Calendar
            mode="single"
            selected={date}
            onSelect={chooseDate}
            today={today}
            defaultMonth={date ?? today}
            startMonth={today}
            endMonth={lastBookableDay()}
            disabled={[{ before: today }, { after: lastBookableDay() }]}
            locale={CALENDAR_LOCALES[language]}
            weekStartsOn={language === "ar" ? 6 : 0}
            dir={dir}
            aria-label={t("form.calendarLabel")}
          />
        </div>
        <div className="grid content-start gap-5">
          <section className="grid gap-3" aria-labelledby="booking-slots-title">
            <div className="grid gap-1">
              <h3 id="booking-slots-title" className="text-sm font-semibold">
                {date ? t("form.slotsFor", { date: formatDay(date, language) }) : t("form.slotsTitle")}
              </h3>
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Clock className="size-3.5" aria-hidden />
                {t("form.timeZoneNote")}
              </p>
            </div>
            {!date ? (
              <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
                {t("form.pickDateFirst")}
              </p>
            ) : slots.isPending ? (
              <div className="flex justify-center py-6">
                <Spinner className="size-5" label={t("form.loadingSlots")} />
              </div>
            ) : noSlots ? (
              <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground" role="status">
                {t("messages.noAvailableSlots")}
              </p>
            ) : (
              <TimeSlotList
                slots={slots.data ?? []}
                selected={slotStart}
                label={t("form.slotsTitle")}
                onSelect={(start) => {
                  setSlotStart(start);
                  setProblem(null);
                }}
              />
            )}
          </section>
          <Field id="meeting-notes" label={t("form.notes")}>
            <Textarea
              id="meeting-notes"
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              placeholder={t("form.notesPlaceholder")}
              maxLength={MEETING_NOTES_MAX}
              rows={3}
              dir="auto"
            />
          </Field>
          <div className="grid gap-2 sm:flex sm:items-center sm:justify-end">
            {problem ? (
              <p role="alert" className="text-sm font-medium text-destructive sm:me-auto">
                {t(`messages.${problem}`)}
              </p>
            ) : null}
            <Button onClick={save} disabled={create.isPending}>
              {t("form.save")}
            </Button>
          </div>
        </div>
      </CardBody>
      <ConfirmBookingDialog
        slot={slot}
        notes={notes}
        open={confirming}
        pending={create.isPending}
        onOpenChange={setConfirming}
        onConfirm={confirm}
        price={price}
      />
    </Card>
  );
}
