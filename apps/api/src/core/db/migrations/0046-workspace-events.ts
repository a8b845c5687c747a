import { type Kysely, sql } from "kysely";

/**
 * The event stream follows workspaces.
 *
 * - A request's notification names its workspace, so every member whose current workspace it is
 *   hears it (the user id stays: the member who asked).
 * - `membership` notifications tell the streams of a user that their workspace may have changed:
 *   when they leave or are removed from a workspace (their row in workspace_members goes) and when
 *   they switch (users.current_workspace_id changes). Each stream of that user reads its scope
 *   again, so a removed member's open stream stops hearing the team at once, without waiting for
 *   a reconnection. The payload is for the API's own streams and is never sent to a client.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION radar_notify_request() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed record;
    BEGIN
      IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
      PERFORM pg_notify('radar_events', json_build_object(
        'type', 'request', 'kind', TG_ARGV[0], 'user_id', changed.user_id, 'workspace_id', changed.workspace_id::text,
        'id', changed.id, 'status', changed.status)::text);
      RETURN NULL;
    END $$;

    CREATE FUNCTION radar_notify_membership() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'users' THEN
        PERFORM pg_notify('radar_events', json_build_object('type', 'membership', 'user_id', NEW.id)::text);
      ELSE
        PERFORM pg_notify('radar_events', json_build_object(
          'type', 'membership', 'user_id', OLD.user_id, 'workspace_id', OLD.workspace_id::text)::text);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER workspace_members_notify AFTER DELETE ON workspace_members
      FOR EACH ROW EXECUTE FUNCTION radar_notify_membership();
    CREATE TRIGGER users_workspace_notify AFTER UPDATE OF current_workspace_id ON users
      FOR EACH ROW WHEN (OLD.current_workspace_id IS DISTINCT FROM NEW.current_workspace_id)
      EXECUTE FUNCTION radar_notify_membership();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER IF EXISTS users_workspace_notify ON users;
    DROP TRIGGER IF EXISTS workspace_members_notify ON workspace_members;
    DROP FUNCTION IF EXISTS radar_notify_membership();
    CREATE OR REPLACE FUNCTION radar_notify_request() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed record;
    BEGIN
      IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
      PERFORM pg_notify('radar_events', json_build_object(
        'type', 'request', 'kind', TG_ARGV[0], 'user_id', changed.user_id, 'id', changed.id, 'status', changed.status)::text);
      RETURN NULL;
    END $$;
  `.execute(db);
}
