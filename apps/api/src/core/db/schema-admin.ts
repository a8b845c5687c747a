import type { ColumnType, Generated } from "kysely";

export interface BookingMessagesTable {
  id: Generated<number>;
  meeting_id: number;
  author_id: number | null;
  to_address: string;
  subject: string;
  body: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type AdminAuditAction =
  | "booking.confirm"
  | "booking.pending"
  | "booking.cancel"
  | "booking.notes"
  | "booking.delete"
  | "booking.email"
  | "credits.set";

export interface AdminAuditLogTable {
  id: Generated<number>;
  admin_id: number | null;
  action: AdminAuditAction;
  target_type: "booking" | "user" | "workspace";
  target_id: number;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Tables of the admin feature (migration 0010). */
export interface AdminTables {
  booking_messages: BookingMessagesTable;
  admin_audit_log: AdminAuditLogTable;
}
