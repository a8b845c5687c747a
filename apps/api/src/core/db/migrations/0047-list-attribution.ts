import { type Kysely, sql } from "kysely";

/**
 * Who in a team did what to its lists and reports.
 *
 * - `list_members.added_by`: the member who put the account on the list. Accounts added before
 *   lists belonged to a workspace were added by the list's author, the only one who could. A
 *   member who later deletes their account leaves the row (the list is the team's), unattributed.
 * - A report's notification names its workspace, so every member whose current workspace it is
 *   hears it (the user id stays: the member who ordered it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE list_members ADD COLUMN added_by integer REFERENCES users (id) ON DELETE SET NULL;
    UPDATE list_members m SET added_by = l.user_id FROM lists l WHERE l.id = m.list_id;

    CREATE OR REPLACE FUNCTION radar_notify_report() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('radar_events', json_build_object(
        'type', 'report', 'user_id', NEW.user_id, 'workspace_id', NEW.workspace_id::text, 'id', NEW.id, 'status', NEW.status)::text);
      RETURN NULL;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION radar_notify_report() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('radar_events', json_build_object(
        'type', 'report', 'user_id', NEW.user_id, 'id', NEW.id, 'status', NEW.status)::text);
      RETURN NULL;
    END $$;
    ALTER TABLE list_members DROP COLUMN IF EXISTS added_by;
  `.execute(db);
}
