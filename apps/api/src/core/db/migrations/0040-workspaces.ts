import { type Kysely, sql } from "kysely";

/**
 * Workspaces: the team an account works in.
 *
 * - `workspaces` and `workspace_members` (owner / admin / member). Every user has one: a trigger
 *   on `users` makes a personal workspace with the user as its owner, whatever path creates the user
 *   (registration, Google sign-in, the admin, the demo seed, tests), and existing users get theirs
 *   here.
 * - `workspace_invitations`: single-use, expiring links (only the token's hash is kept), in the
 *   invitee's language.
 * - `users.current_workspace_id`: the workspace the top bar has switched to.
 * - `plans.seats`: members a plan's workspace may have (pending invitations count).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE workspaces (
      id bigserial PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE workspace_members (
      workspace_id bigint NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
      joined_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (workspace_id, user_id)
    );
    CREATE INDEX workspace_members_user_idx ON workspace_members (user_id);
    CREATE TABLE workspace_invitations (
      id bigserial PRIMARY KEY,
      workspace_id bigint NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      email text NOT NULL,
      role text NOT NULL CHECK (role IN ('admin', 'member')),
      language text NOT NULL CHECK (language IN ('en', 'ar')),
      token_hash text NOT NULL UNIQUE,
      invited_by integer REFERENCES users (id) ON DELETE SET NULL,
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      accepted_by integer REFERENCES users (id) ON DELETE SET NULL,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- One open invitation per address and workspace: inviting again replaces it.
    CREATE UNIQUE INDEX workspace_invitations_open_idx ON workspace_invitations (workspace_id, lower(email))
      WHERE accepted_at IS NULL AND revoked_at IS NULL;

    ALTER TABLE users ADD COLUMN current_workspace_id bigint REFERENCES workspaces (id) ON DELETE SET NULL;
    ALTER TABLE plans ADD COLUMN seats integer NOT NULL DEFAULT 1 CHECK (seats >= 1);
    UPDATE plans SET seats = CASE level WHEN 'basic' THEN 2 WHEN 'growth' THEN 5 ELSE 15 END;

    CREATE FUNCTION create_personal_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      workspace bigint;
    BEGIN
      INSERT INTO workspaces (name)
      VALUES (left(coalesce(nullif(trim(concat_ws(' ', NEW.first_name, NEW.last_name)), ''), NEW.email), 120))
      RETURNING id INTO workspace;
      INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (workspace, NEW.id, 'owner');
      UPDATE users SET current_workspace_id = workspace WHERE id = NEW.id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER users_personal_workspace AFTER INSERT ON users
      FOR EACH ROW EXECUTE FUNCTION create_personal_workspace();
  `.execute(db);
  // Existing users, one workspace each, in one statement per table.
  await sql`
    CREATE TEMP TABLE personal_workspaces ON COMMIT DROP AS
      SELECT u.id AS user_id, nextval('workspaces_id_seq') AS workspace_id,
        left(coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email), 120) AS name
      FROM users u;
    INSERT INTO workspaces (id, name) SELECT workspace_id, name FROM personal_workspaces;
    INSERT INTO workspace_members (workspace_id, user_id, role) SELECT workspace_id, user_id, 'owner' FROM personal_workspaces;
    UPDATE users u SET current_workspace_id = p.workspace_id FROM personal_workspaces p WHERE p.user_id = u.id;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER users_personal_workspace ON users;
    DROP FUNCTION create_personal_workspace();
    ALTER TABLE plans DROP COLUMN seats;
    ALTER TABLE users DROP COLUMN current_workspace_id;
    DROP TABLE workspace_invitations, workspace_members, workspaces;
  `.execute(db);
}
