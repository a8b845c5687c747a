import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
      username text NOT NULL CHECK (length(username) BETWEEN 1 AND 64),
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      password_hash text,
      google_sub text UNIQUE,
      role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
      avatar_path text,
      is_email_verified boolean NOT NULL DEFAULT false,
      language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar')),
      terms_accepted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (email);
    CREATE UNIQUE INDEX users_username_key ON users (lower(username));

    CREATE TABLE email_verification_tokens (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX email_verification_tokens_user_idx ON email_verification_tokens (user_id);

    CREATE TABLE refresh_tokens (
      jti uuid PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      blacklisted_at timestamptz,
      replaced_by uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

    CREATE TABLE mail_outbox (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NOT NULL,
      template text NOT NULL,
      transport text NOT NULL CHECK (transport IN ('outbox', 'smtp')),
      sent_at timestamptz,
      error text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);

    CREATE UNLOGGED TABLE rate_limit_hits (
      bucket text NOT NULL,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL,
      PRIMARY KEY (bucket, window_start)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limit_hits, mail_outbox, refresh_tokens, email_verification_tokens, users`.execute(db);
}
