import { type Kysely, sql } from "kysely";

/**
 * Reports. A report is one analysis of one of the user's social profiles, generated in the
 * background by a pg-boss job ('report-generate') and kept as files in the report storage
 * (DATA_DIR/reports). The row is the durable truth: the job only nudges a worker to it.
 *
 * The account is kept beside the profile id (platform, username, influencer_id), so a report still
 * lists and downloads after its profile was deleted (social_profile_id is then null).
 *
 * Generation is claimed by setting status 'generating' and claimed_at, which the worker refreshes
 * while it works; a claim older than the lease belongs to a worker that died, and another takes the
 * report over (attempts counts claims, so a report that keeps killing workers ends as failed). The
 * credits charged (cost, ledger_entry_id) are refunded once when a report fails (refunded_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reports (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      social_profile_id integer REFERENCES social_profiles (id) ON DELETE SET NULL,
      influencer_id bigint NOT NULL,
      platform text NOT NULL CHECK (platform IN ('instagram', 'tiktok', 'youtube', 'twitter')),
      username text NOT NULL,
      report_type text NOT NULL CHECK (report_type IN ('pdf', 'pptx', 'both')),
      template text NOT NULL CHECK (template IN ('standard', 'brief')),
      language text NOT NULL CHECK (language IN ('en', 'ar')),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'generating', 'completed', 'failed')),
      cost numeric(12, 2) NOT NULL CHECK (cost >= 0),
      ledger_entry_id bigint,
      attempts integer NOT NULL DEFAULT 0,
      claimed_at timestamptz,
      job_id uuid,
      pdf_key text,
      pptx_key text,
      pdf_size integer,
      pptx_size integer,
      data_date timestamptz,
      generation_ms integer,
      error text,
      refunded_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz
    );
    CREATE INDEX reports_user_idx ON reports (user_id, id DESC);
    CREATE INDEX reports_profile_idx ON reports (social_profile_id, id DESC) WHERE social_profile_id IS NOT NULL;
    CREATE INDEX reports_unfinished_idx ON reports (id) WHERE status IN ('pending', 'generating');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS reports`.execute(db);
}
