import type { TBookingStatus } from "@radar/contract/meetings";
import { REQUEST_STATUSES, type TRequestPriority, type TRequestStatus } from "@radar/contract/requests";
import type { TSourceMode, TVendorImport } from "@radar/contract/sources";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

type Tone = "neutral" | "accent" | "success" | "warning" | "destructive";

const REQUEST_TONES: Record<TRequestStatus, Tone> = {
  pending: "warning",
  under_review: "accent",
  approved: "success",
  rejected: "destructive",
  in_progress: "accent",
  completed: "success",
  cancelled: "neutral",
  processing: "accent",
  failed: "destructive",
};

/** A request's status with the labels of /requests (SPEC §4; an unknown one shows as pending). */
export function RequestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("requests");
  const shown = (REQUEST_STATUSES as readonly string[]).includes(status) ? (status as TRequestStatus) : "pending";
  return (
    <Badge variant={REQUEST_TONES[shown]} data-status={shown}>
      {t(`statuses.${shown}`)}
    </Badge>
  );
}

const PRIORITY_TONES: Record<TRequestPriority, Tone> = { low: "neutral", medium: "accent", high: "warning", urgent: "destructive" };

export function PriorityBadge({ priority }: { priority: TRequestPriority }) {
  const { t } = useTranslation("requests");
  return <Badge variant={PRIORITY_TONES[priority]}>{t(`priorities.${priority}`)}</Badge>;
}

const BOOKING_TONES: Record<TBookingStatus, Tone> = { pending: "warning", confirmed: "success", cancelled: "neutral" };

/** SPEC §4 booking status. */
export function BookingStatusBadge({ status }: { status: TBookingStatus }) {
  const { t } = useTranslation("admin");
  return (
    <Badge variant={BOOKING_TONES[status]} data-status={status}>
      {t(`bookings.statuses.${status}`)}
    </Badge>
  );
}

const MODE_TONES: Record<TSourceMode, Tone> = { live: "success", sandbox: "accent", off: "neutral" };

/** Issue 13: a data source answered by its real service, by the built-in sandbox, or not connected. */
export function SourceModeBadge({ mode }: { mode: TSourceMode }) {
  const { t } = useTranslation("admin");
  return (
    <Badge variant={MODE_TONES[mode]} data-mode={mode} className="whitespace-nowrap">
      {t(`sources.modes.${mode}`)}
    </Badge>
  );
}

const IMPORT_TONES: Record<TVendorImport["status"], Tone> = {
  queued: "neutral",
  running: "accent",
  completed: "success",
  failed: "destructive",
};

export function ImportStatusBadge({ status }: { status: TVendorImport["status"] }) {
  const { t } = useTranslation("admin");
  return (
    <Badge variant={IMPORT_TONES[status]} data-status={status} className="whitespace-nowrap">
      {t(`sources.imports.statuses.${status}`)}
    </Badge>
  );
}
