import type { TTimeSlot } from "@radar/contract/meetings";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { slotMinutes } from "../utils/booking-rules";
import type { ConsultationPrice } from "../utils/consultation-price";
import { formatMeetingDay, formatMeetingTime } from "../utils/meeting-time";

type ConfirmBookingDialogProps = {
  slot: TTimeSlot | undefined;
  notes: string;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** What this booking costs, when the plan is known: stated before the user confirms. */
  price?: ConsultationPrice | null;
};

const PRICE_DIGITS = { maximumFractionDigits: 2 };

/** The confirmation step of Save date (SPEC §2): what will be booked, then Confirm booking. */
export function ConfirmBookingDialog({ slot, notes, open, pending, onOpenChange, onConfirm, price = null }: ConfirmBookingDialogProps) {
  const { t } = useTranslation("meetings");
  const language = useLanguage();
  if (!slot) return null;
  const trimmed = notes.trim();
  const credits = (value: number) => formatNumber(value, language, PRICE_DIGITS);
  const priceText = price
    ? price.free
      ? t("confirm.free")
      : t("confirm.credits", { count: price.credits, credits: credits(price.credits) })
    : "";
  const rows: [string, string][] = [
    [t("confirm.date"), formatMeetingDay(slot.start_time, language)],
    [
      t("confirm.time"),
      t("meeting.timeRange", { start: formatMeetingTime(slot.start_time, language), end: formatMeetingTime(slot.end_time, language) }),
    ],
    [t("confirm.duration"), t("confirm.minutes", { count: slotMinutes(slot) })],
    ...(trimmed ? ([[t("confirm.notes"), trimmed]] as [string, string][]) : []),
    ...(price ? ([[t("confirm.price"), priceText]] as [string, string][]) : []),
  ];
  const short = price !== null && price.missing > 0;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("confirm.title")}</DialogTitle>
          <DialogDescription>{t("confirm.description")}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 rounded-xl border bg-surface p-4 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-3">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words whitespace-pre-wrap" dir="auto">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">{t("form.timeZoneNote")}</p>
        {price ? (
          <p className="mt-1 text-xs text-muted-foreground">{t("confirm.refundNote")}</p>
        ) : (
          <p className="mt-1 text-xs text-muted-foreground">{t("confirm.costNote")}</p>
        )}
        {price && short ? (
          <div
            role="alert"
            className="mt-3 grid justify-items-start gap-2 rounded-xl border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive-soft-foreground"
          >
            <p>{t("confirm.missing", { count: price.missing, missing: credits(price.missing) })}</p>
            <Button asChild size="sm" variant="outline">
              <Link to={paths.subscriptions.path}>{t("confirm.upgrade")}</Link>
            </Button>
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {t("confirm.back")}
          </Button>
          <Button onClick={onConfirm} disabled={pending || short}>
            {pending
              ? t("confirm.submitting")
              : price && !price.free
                ? t("confirm.submitPriced", { count: price.credits, credits: credits(price.credits) })
                : t("confirm.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
