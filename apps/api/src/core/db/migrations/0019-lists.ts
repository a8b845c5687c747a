import { type Kysely, sql } from "kysely";

/**
 * Shortlists. A member keeps a snapshot of the index's figures (platform … data_date),
 * taken when it is added and refreshed when it is re-added or edited, so an account that later leaves
 * the index still shows its last known figures; while it is in the index, reads join the live row.
 * The share token is stored as is (not hashed): it is a read-only capability the owner must be
 * able to copy again from the list page, and it opens nothing the database does not already hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE lists (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (name <> '' AND char_length(name) <= 120),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX lists_user_name_key ON lists (user_id, lower(name));

    CREATE TABLE list_members (
      list_id integer NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
      influencer_id bigint NOT NULL,
      status text NOT NULL DEFAULT 'shortlisted'
        CHECK (status IN ('shortlisted', 'contacted', 'negotiating', 'booked', 'declined')),
      price_sar numeric(12, 2) CHECK (price_sar >= 0),
      note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 2000),
      platform text NOT NULL,
      username text NOT NULL,
      full_name text NOT NULL,
      followers integer NOT NULL,
      er_bp integer,
      aqs smallint,
      avatar_url text,
      data_date timestamptz NOT NULL,
      added_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (list_id, influencer_id)
    );

    CREATE TABLE list_shares (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      list_id integer NOT NULL UNIQUE REFERENCES lists (id) ON DELETE CASCADE,
      token text NOT NULL UNIQUE,
      include_notes boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE list_shares; DROP TABLE list_members; DROP TABLE lists;`.execute(db);
}
