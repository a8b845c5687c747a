import type { TBooking } from "@radar/contract/admin";
import { CalendarCheck, CalendarX, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { formatCredits, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useDeleteBooking } from "../api/delete-booking";
import { useUpdateBooking } from "../api/update-booking";
import { adminErrorText } from "../utils/admin-error";
import { useAdminMessage } from "../utils/admin-messages";
import { formatBookingDate } from "../utils/booking-date";
import { ConfirmDialog } from "./confirm-dialog";
import { Detail, DetailList } from "./detail-list";
import { BookingStatusBadge } from "./status-badges";

/** The booking's facts and the admin's actions on it: confirm, cancel, notes, delete. */
export function BookingDetailsTab({ booking, onDeleted }: { booking: TBooking; onDeleted: () => void }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const translate = useAdminMessage();
  const update = useUpdateBooking();
  const remove = useDeleteBooking();
  const [notes, setNotes] = useState(booking.notes ?? "");
  const [confirming, setConfirming] = useState<"cancel" | "delete" | null>(null);
  const cancelled = booking.status === "cancelled";
  const busy = update.isPending || remove.isPending;

  const failed = (title: string) => (error: unknown) => toast.error(title, { description: translate(adminErrorText(error)) });
  const save = (patch: { status?: "confirmed" | "cancelled"; notes?: string }) =>
    update.mutate(
      { id: booking.id, ...patch },
      {
        onSuccess: () => {
          toast.success(t("bookings.updated"));
          setConfirming(null);
        },
        onError: failed(t("bookings.updateFailed")),
      },
    );
  const destroy = () =>
    remove.mutate(booking.id, {
      onSuccess: () => {
        toast.success(t("bookings.deleted"));
        setConfirming(null);
        onDeleted();
      },
      onError: failed(t("bookings.deleteFailed")),
    });

  return (
    <div className="grid gap-5">
      <DetailList>
        <Detail label={t("bookings.columns.status")}>
          <BookingStatusBadge status={booking.status} />
        </Detail>
        <Detail label={t("bookings.columns.customer")}>
          <span dir="auto">{booking.customer_name}</span>
        </Detail>
        <Detail label={t("bookings.fields.email")}>
          <span className="break-all" dir="ltr">
            {booking.email}
          </span>
        </Detail>
        <Detail label={t("bookings.columns.phone")}>
          <span dir="ltr">{booking.phone ?? t("none")}</span>
        </Detail>
        <Detail label={t("bookings.columns.service")}>{t(`bookings.serviceTypes.${booking.service_type}`)}</Detail>
        <Detail label={t("bookings.fields.date")}>{formatBookingDate(booking.date, language) ?? t("invalidDate")}</Detail>
        <Detail label={t("bookings.fields.time")}>
          <span dir="ltr">{booking.time}</span> <span className="text-muted-foreground">({t("bookings.riyadhTime")})</span>
        </Detail>
        <Detail label={t("bookings.fields.duration")}>
          {t("bookings.minutes", { count: booking.duration_minutes, number: formatNumber(booking.duration_minutes, language) })}
        </Detail>
        <Detail label={t("bookings.fields.meetingStatus")}>{t(`bookings.meetingStatuses.${booking.meeting_status}`)}</Detail>
        <Detail label={t("bookings.fields.charged")}>
          {booking.free_consultation ? t("bookings.freeConsultation") : formatCredits(booking.credits_charged, language)}
        </Detail>
        <Detail label={t("bookings.fields.customerNotes")}>
          <span className="block whitespace-pre-line" dir="auto">
            {booking.customer_notes ?? t("none")}
          </span>
        </Detail>
        <Detail label={t("bookings.fields.link")}>
          <a
            href={booking.meeting_url}
            target="_blank"
            rel="noreferrer noopener"
            className="break-all text-primary hover:underline"
            dir="ltr"
          >
            {booking.meeting_url}
          </a>
        </Detail>
      </DetailList>

      <div className="grid gap-2">
        <Field id="booking-notes" label={t("bookings.fields.notes")}>
          <Textarea
            id="booking-notes"
            rows={3}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            maxLength={5000}
            dir="auto"
          />
        </Field>
        <div className="flex justify-end">
          <Button variant="outline" size="sm" disabled={busy || notes === (booking.notes ?? "")} onClick={() => save({ notes })}>
            {t("bookings.saveNotes")}
          </Button>
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-between">
        <Button
          variant="ghost"
          className="text-destructive hover:bg-destructive-soft"
          disabled={busy}
          onClick={() => setConfirming("delete")}
        >
          <Trash2 aria-hidden />
          {t("bookings.delete")}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" disabled={busy || cancelled} onClick={() => setConfirming("cancel")}>
            <CalendarX aria-hidden />
            {t("bookings.cancel")}
          </Button>
          <Button disabled={busy || cancelled || booking.status === "confirmed"} onClick={() => save({ status: "confirmed" })}>
            <CalendarCheck aria-hidden />
            {t("bookings.confirm")}
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={confirming === "cancel"}
        onOpenChange={(open) => setConfirming(open ? "cancel" : null)}
        title={t("bookings.cancelTitle")}
        description={t("bookings.cancelDescription")}
        confirmLabel={t("bookings.cancelConfirm")}
        onConfirm={() => save({ status: "cancelled" })}
        busy={busy}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        onOpenChange={(open) => setConfirming(open ? "delete" : null)}
        title={t("bookings.deleteTitle")}
        description={t("bookings.deleteConfirm")}
        confirmLabel={t("bookings.delete")}
        onConfirm={destroy}
        busy={busy}
      />
    </div>
  );
}
