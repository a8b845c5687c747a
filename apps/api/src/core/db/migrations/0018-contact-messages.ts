import { type Kysely, sql } from "kysely";

/**
 * Contact requests from the plans page. user_id is the sender's account when they
 * were signed in; it is kept as NULL if the account goes, so the team still has the request. The
 * partial index serves the admin's default list: open requests, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contact_messages (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      topic text NOT NULL CHECK (topic IN ('custom_plan', 'enterprise')),
      name text NOT NULL CHECK (name <> ''),
      company text NOT NULL CHECK (company <> ''),
      email text NOT NULL CHECK (email <> ''),
      phone text,
      message text NOT NULL CHECK (message <> ''),
      created_at timestamptz NOT NULL DEFAULT now(),
      handled_at timestamptz,
      handled_by integer REFERENCES users (id) ON DELETE SET NULL
    );
    CREATE INDEX contact_messages_open_idx ON contact_messages (created_at DESC, id DESC) WHERE handled_at IS NULL;
    CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE contact_messages`.execute(db);
}
