import { type Kysely, sql } from "kysely";

/**
 * Reports on any creator of the index, and change notifications for the event stream.
 *
 * - `reports.subject` says what a report is about: 'profile' (one of the user's social profiles, as
 *   before) or 'influencer' (any account of the index, no profile). influencer_id was always kept.
 * - `reports.idempotency_key`: the client's key of one order, unique per user, so two requests with
 *   the same key (a double click, a retry) make one report and one charge.
 * - Triggers send `pg_notify('radar_events', json)` when a report is ordered or changes status, when
 *   a campaign or comparison request is created, changed or deleted, and when a vendor import is
 *   queued or progresses. A notification is delivered on commit, from whichever process wrote the
 *   row (API or `npm run worker`); every API process LISTENs and forwards it to its streams
 *   (features/events). A payload carries ids and statuses only, far below NOTIFY's 8000 bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE reports
      ADD COLUMN subject text NOT NULL DEFAULT 'profile' CHECK (subject IN ('profile', 'influencer')),
      ADD COLUMN idempotency_key text CHECK (length(idempotency_key) BETWEEN 8 AND 100);
    CREATE UNIQUE INDEX reports_idempotency_key ON reports (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

    CREATE FUNCTION radar_notify_report() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('radar_events', json_build_object(
        'type', 'report', 'user_id', NEW.user_id, 'id', NEW.id, 'status', NEW.status)::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER reports_notify_insert AFTER INSERT ON reports
      FOR EACH ROW EXECUTE FUNCTION radar_notify_report();
    -- Not on claim renewals: only a change of status is news.
    CREATE TRIGGER reports_notify_status AFTER UPDATE OF status ON reports
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION radar_notify_report();

    CREATE FUNCTION radar_notify_request() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed record;
    BEGIN
      IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
      PERFORM pg_notify('radar_events', json_build_object(
        'type', 'request', 'kind', TG_ARGV[0], 'user_id', changed.user_id, 'id', changed.id, 'status', changed.status)::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER campaign_requests_notify AFTER INSERT OR UPDATE OR DELETE ON campaign_requests
      FOR EACH ROW EXECUTE FUNCTION radar_notify_request('campaign');
    CREATE TRIGGER comparison_requests_notify AFTER INSERT OR UPDATE OR DELETE ON comparison_requests
      FOR EACH ROW EXECUTE FUNCTION radar_notify_request('comparison');

    CREATE FUNCTION radar_notify_vendor_import() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('radar_events', json_build_object(
        'type', 'vendor_import', 'audience', 'admin', 'id', NEW.id, 'status', NEW.status, 'pages_done', NEW.pages_done,
        'total_pages', NEW.total_pages, 'accounts_imported', NEW.accounts_imported)::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER source_imports_notify AFTER INSERT OR UPDATE ON source_imports
      FOR EACH ROW EXECUTE FUNCTION radar_notify_vendor_import();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER IF EXISTS source_imports_notify ON source_imports;
    DROP TRIGGER IF EXISTS comparison_requests_notify ON comparison_requests;
    DROP TRIGGER IF EXISTS campaign_requests_notify ON campaign_requests;
    DROP TRIGGER IF EXISTS reports_notify_status ON reports;
    DROP TRIGGER IF EXISTS reports_notify_insert ON reports;
    DROP FUNCTION IF EXISTS radar_notify_vendor_import();
    DROP FUNCTION IF EXISTS radar_notify_request();
    DROP FUNCTION IF EXISTS radar_notify_report();
    DROP INDEX IF EXISTS reports_idempotency_key;
    ALTER TABLE reports DROP COLUMN IF EXISTS idempotency_key, DROP COLUMN IF EXISTS subject;
  `.execute(db);
}
