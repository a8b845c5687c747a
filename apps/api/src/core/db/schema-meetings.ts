import type { ColumnType, Generated } from "kysely";
import type { WorkspaceId } from "./schema-workspaces.ts";

export type MeetingStatus = "scheduled" | "completed" | "cancelled";
export type BookingStatus = "pending" | "confirmed" | "cancelled";
export type BookingServiceType = "consultation" | "campaign_review" | "profile_setup" | "strategy_session" | "other";

export interface MeetingsTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  id: Generated<number>;
  user_id: number;
  start_time: Date;
  end_time: Date;
  duration_minutes: number;
  notes: string | null;
  status: ColumnType<MeetingStatus, MeetingStatus | undefined, MeetingStatus>;
  meeting_url: string;
  booking_status: ColumnType<BookingStatus, BookingStatus | undefined, BookingStatus>;
  service_type: ColumnType<BookingServiceType, BookingServiceType | undefined, BookingServiceType>;
  customer_phone: string | null;
  admin_notes: string | null;
  credits_charged: ColumnType<string, number | string | undefined, number | string>;
  free_consultation: ColumnType<boolean, boolean | undefined, boolean>;
  refunded_at: Date | null;
  cancelled_at: Date | null;
  cancelled_by: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Tables of the meetings feature. */
export interface MeetingsTables {
  meetings: MeetingsTable;
}
