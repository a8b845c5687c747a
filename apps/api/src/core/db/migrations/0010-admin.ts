import { type Kysely, sql } from "kysely";

/**
 * Admin. booking_messages is the communication tab's thread: every e-mail an admin sent to
 * a booking's customer (the mail itself also lands in mail_outbox); it goes with the booking when the
 * booking is deleted. admin_audit_log records what admins did — confirm, cancel, delete, notes,
 * credits, request answers — without a foreign key to the target, so a deleted booking's history stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE booking_messages (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
      author_id integer REFERENCES users (id) ON DELETE SET NULL,
      to_address text NOT NULL,
      subject text NOT NULL CHECK (subject <> ''),
      body text NOT NULL CHECK (body <> ''),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX booking_messages_meeting_idx ON booking_messages (meeting_id, id);

    CREATE TABLE admin_audit_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      admin_id integer REFERENCES users (id) ON DELETE SET NULL,
      action text NOT NULL,
      target_type text NOT NULL,
      target_id integer NOT NULL,
      details jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX admin_audit_log_target_idx ON admin_audit_log (target_type, target_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE admin_audit_log, booking_messages`.execute(db);
}
