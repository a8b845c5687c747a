import { REQUEST_STATUSES, type TRequestStatus } from "@radar/contract/requests";

export type StatusTone = "neutral" | "accent" | "success" | "warning" | "destructive";

/** SPEC §4: a status the user's view does not know displays as pending. */
export function displayStatus(status: unknown): TRequestStatus {
  return typeof status === "string" && (REQUEST_STATUSES as readonly string[]).includes(status) ? (status as TRequestStatus) : "pending";
}

const TONES: Record<TRequestStatus, StatusTone> = {
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

export function statusTone(status: TRequestStatus): StatusTone {
  return TONES[status];
}
