import type { ColumnType, Generated } from "kysely";

export interface ContactMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  topic: "custom_plan" | "enterprise";
  name: string;
  company: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  handled_at: Date | null;
  handled_by: number | null;
}

/** Tables of the contact feature (migration 0018). */
export interface ContactTables {
  contact_messages: ContactMessagesTable;
}
