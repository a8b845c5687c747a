import { BOOKING_TIME_ZONE, type TBookingField, type TCreditUserField, type TTableResource } from "@radar/contract/admin";
import { PLAN_LABELS } from "@radar/contract/billing";
import { BOOKING_SERVICE_TYPES, BOOKING_STATUSES, MEETING_STATUSES } from "@radar/contract/meetings";

/**
 * What the generic table helper may read. Every SQL fragment here is a constant of this file: the
 * only things a caller chooses are which of these fields to select, filter and order by, and the
 * filter values, which always travel as bound parameters.
 */

export type FieldType =
  | { kind: "int" }
  | { kind: "numeric" }
  | { kind: "text" }
  | { kind: "date" }
  | { kind: "timestamp" }
  | { kind: "bool" }
  | { kind: "enum"; values: readonly string[] };

export interface FieldDef {
  /** The expression selected under the field's name. */
  select: string;
  /** The expression filters and ordering compare (a date compares as a date, not as its text). */
  compare: string;
  type: FieldType;
}

export interface ResourceDef {
  from: string;
  /** The unique key, used as the last ordering key so pages never overlap. */
  key: string;
  fields: Record<string, FieldDef>;
}

const field = (select: string, type: FieldType, compare = select): FieldDef => ({ select, compare, type });
const INT = { kind: "int" } as const;
const NUMERIC = { kind: "numeric" } as const;
const TEXT = { kind: "text" } as const;
const TIMESTAMP = { kind: "timestamp" } as const;
const BOOL = { kind: "bool" } as const;
const oneOf = (values: readonly string[]): FieldType => ({ kind: "enum", values });

const LOCAL_START = `(m.start_time AT TIME ZONE '${BOOKING_TIME_ZONE}')`;
const FULL_NAME = "btrim(u.first_name || ' ' || u.last_name)";

const BOOKING_FIELD_DEFS: Record<TBookingField, FieldDef> = {
  id: field("m.id", INT),
  user_id: field("m.user_id", INT),
  customer_name: field(FULL_NAME, TEXT),
  email: field("u.email", TEXT),
  phone: field("m.customer_phone", TEXT),
  status: field("m.booking_status", oneOf(BOOKING_STATUSES)),
  meeting_status: field("m.status", oneOf(MEETING_STATUSES)),
  date: field(`to_char(${LOCAL_START}, 'YYYY-MM-DD')`, { kind: "date" }, `${LOCAL_START}::date`),
  time: field(`to_char(${LOCAL_START}, 'HH24:MI')`, TEXT),
  start_time: field("m.start_time", TIMESTAMP),
  end_time: field("m.end_time", TIMESTAMP),
  duration_minutes: field("m.duration_minutes", INT),
  service_type: field("m.service_type", oneOf(BOOKING_SERVICE_TYPES)),
  notes: field("m.admin_notes", TEXT),
  customer_notes: field("m.notes", TEXT),
  meeting_url: field("m.meeting_url", TEXT),
  credits_charged: field("m.credits_charged", NUMERIC),
  free_consultation: field("m.free_consultation", BOOL),
  created_at: field("m.created_at", TIMESTAMP),
  updated_at: field("m.updated_at", TIMESTAMP),
};

/**
 * The plan label mirrors billing's planLabel(): no current subscription is free, Professional is
 * premium, any other paid plan standard (a test holds the two together).
 */
const PLAN_LABEL_SQL = "CASE WHEN p.level IS NULL THEN 'free' WHEN p.level = 'professional' THEN 'premium' ELSE 'standard' END";

const CREDIT_USER_FIELD_DEFS: Record<TCreditUserField, FieldDef> = {
  id: field("u.id", INT),
  email: field("u.email", TEXT),
  name: field(FULL_NAME, TEXT),
  username: field("u.username", TEXT),
  role: field("u.role", oneOf(["user", "admin"])),
  credits: field("COALESCE(ca.balance, 0)", NUMERIC),
  plan: field(PLAN_LABEL_SQL, oneOf(PLAN_LABELS)),
  plan_name: field("p.name", TEXT),
  created_at: field("u.created_at", TIMESTAMP),
};

export const RESOURCES: Record<TTableResource, ResourceDef> = {
  bookings: {
    from: "meetings m JOIN users u ON u.id = m.user_id",
    key: "m.id",
    fields: BOOKING_FIELD_DEFS,
  },
  profiles: {
    // The current subscription: active or cancelled and not past its end (one per user by index).
    from: `users u
      LEFT JOIN credit_accounts ca ON ca.workspace_id = u.current_workspace_id
      LEFT JOIN LATERAL (
        SELECT s.plan_id FROM subscriptions s
        WHERE s.workspace_id = u.current_workspace_id AND s.status IN ('active', 'cancelled') AND s.end_date > now()
        ORDER BY s.id DESC LIMIT 1
      ) cs ON true
      LEFT JOIN plans p ON p.id = cs.plan_id`,
    key: "u.id",
    fields: CREDIT_USER_FIELD_DEFS,
  },
};
