import { type Kysely, sql } from "kysely";

/**
 * Consultations. A meeting is what the user books on /book-meeting; the admin sees the
 * same row as a booking (booking_status, service_type, admin_notes). There is one consultant, so no
 * two live meetings may overlap — the exclusion constraint makes the database, not the code, the
 * judge of a race between two users taking the same slot. A cancelled meeting frees its slot.
 *
 * Admin semantics: confirming sets booking_status 'confirmed'; an admin cancel sets both statuses to
 * 'cancelled' (and refunds like a user cancel before the start); deleting a booking deletes the row.
 * Meetings whose end has passed become 'completed' (a job, and lazily on read).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE meetings (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      start_time timestamptz NOT NULL,
      end_time timestamptz NOT NULL,
      duration_minutes integer NOT NULL CHECK (duration_minutes >= 15),
      notes text CHECK (notes IS NULL OR notes <> ''),
      status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'completed', 'cancelled')),
      meeting_url text NOT NULL,
      booking_status text NOT NULL DEFAULT 'pending' CHECK (booking_status IN ('pending', 'confirmed', 'cancelled')),
      service_type text NOT NULL DEFAULT 'consultation'
        CHECK (service_type IN ('consultation', 'campaign_review', 'profile_setup', 'strategy_session', 'other')),
      customer_phone text,
      admin_notes text,
      -- What the booking cost (0 for the plan's free consultation of the period); a refund returns it.
      credits_charged numeric(12, 2) NOT NULL DEFAULT 0 CHECK (credits_charged >= 0),
      free_consultation boolean NOT NULL DEFAULT false,
      -- Set when a cancellation before the start gave the cost (or the free consultation) back.
      refunded_at timestamptz,
      cancelled_at timestamptz,
      cancelled_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_time = start_time + make_interval(mins => duration_minutes)),
      CONSTRAINT meetings_no_overlap EXCLUDE USING gist (tstzrange(start_time, end_time, '[)') WITH &&)
        WHERE (status <> 'cancelled')
    );
    CREATE INDEX meetings_user_idx ON meetings (user_id, start_time DESC);
    CREATE INDEX meetings_start_idx ON meetings (start_time) WHERE status <> 'cancelled';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE meetings`.execute(db);
}
