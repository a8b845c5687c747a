import { type Kysely, sql } from "kysely";

/**
 * Licences to advertise: Saudi Arabia's Mawthooq licence and the UAE advertiser permit (decision 0074).
 *
 * - `account_licences`: per account, country and source (`bio`: picked up from the account's own text on
 *   every write of its row; `user`: recorded by a user; `regulator`: a regulator lookup, none connected
 *   yet) one licence number with its expiry, proof link, who recorded it and when, and whether it was
 *   confirmed. A row per source, so removing a user's record shows the bio's number again. No foreign
 *   key to `influencers`: a seed empties and refills the index, and the licences outlive that.
 * - `account_licence_changes`: every insert, change and removal of a licence, for the audit of who
 *   recorded what.
 * - `licence_numbers_of(text)`: the numbers in an account's search text (the normal form of its
 *   handle, name and bio: lower case, Arabic letters folded). The reference parser is
 *   features/licences/bio-licences.ts; a test holds both to the same answers.
 * - A BEFORE ROW trigger on `influencers` picks the bio's numbers up on every write of a row (every
 *   upsert of a source's fetch, refresh, import or market page) and writes the facet key "licensed in
 *   SA/AE" (kind 15, facet-codes.ts) of each licence not known to be expired, so the deep-search filter
 *   is one GIN key and neither the counter's columns nor the bulk load's COPY change. The bulk load
 *   drops the triggers of `influencers` for its COPY (row-sinks.ts), so seeding pays nothing for it.
 * - Statement triggers on `account_licences` rewrite the facets of the accounts whose licences a user
 *   (or the demo step, or the daily expiry sweep) changed, and stamp them as changed so the in-process
 *   counter reads them again (as upsertAccounts does).
 */

const SA_PATTERN = "(?:موثوق|mawthooq|mawthouq|mawthoq|mawthuq|mowthooq|mauthooq)[^0-9]{0,24}([0-9]{4,12})(?:[^0-9]|$)";
const AE_PATTERN =
  "(?:advertiser permit|advertising permit|advertiser licen[cs]e|uae media licen[cs]e|uae permit|تصريح معلن|تصريح المعلن|تصريح اعلان|تصريح الاعلان|ترخيص معلن)[^0-9]{0,24}([0-9]{4,12})(?:[^0-9]|$)";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE account_licences (
      influencer_id bigint NOT NULL,
      country text NOT NULL CHECK (country IN ('SA', 'AE')),
      source text NOT NULL CHECK (source IN ('bio', 'user', 'regulator')),
      number text NOT NULL CHECK (number ~ '^[0-9]{4,12}$'),
      expires_on date,
      proof_url text CHECK (proof_url IS NULL OR length(proof_url) <= 2000),
      confirmed boolean NOT NULL DEFAULT false,
      recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (influencer_id, country, source)
    );
    -- The daily sweep finds the licences that expired yesterday.
    CREATE INDEX account_licences_expires_idx ON account_licences (expires_on) WHERE expires_on IS NOT NULL;

    CREATE TABLE account_licence_changes (
      id bigserial PRIMARY KEY,
      influencer_id bigint NOT NULL,
      country text NOT NULL,
      source text NOT NULL,
      action text NOT NULL CHECK (action IN ('recorded', 'changed', 'removed')),
      number text NOT NULL,
      expires_on date,
      proof_url text,
      confirmed boolean NOT NULL,
      recorded_by integer,
      changed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX account_licence_changes_account_idx ON account_licence_changes (influencer_id, changed_at);
  `.execute(db);

  // Arabic-Indic and Persian digits read as ASCII ones; the search text keeps them as written.
  await sql
    .raw(`
    CREATE FUNCTION licence_numbers_of(t text) RETURNS TABLE (country text, number text)
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      WITH d AS (SELECT translate(t, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789') AS t)
      SELECT 'SA', (regexp_match(d.t, '${SA_PATTERN}'))[1] FROM d WHERE d.t ~ '${SA_PATTERN}'
      UNION ALL
      SELECT 'AE', (regexp_match(d.t, '${AE_PATTERN}'))[1] FROM d WHERE d.t ~ '${AE_PATTERN}'
    $$`)
    .execute(db);

  // facetCode(FacetKind.licence = 15, platform, letterCode(country)): ((15 * 8 + platform) * 2^34 + key) * 1000.
  await sql`
    CREATE FUNCTION licence_facet(platform text, country text) RETURNS bigint
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT ((120 + CASE platform WHEN 'instagram' THEN 0 WHEN 'tiktok' THEN 1 WHEN 'youtube' THEN 2 ELSE 3 END)::bigint * 17179869184
        + CASE country WHEN 'SA' THEN 468 ELSE 4 END) * 1000
    $$`.execute(db);

  await sql`
    CREATE FUNCTION influencers_licences() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      every_key constant bigint[] := ARRAY(SELECT licence_facet(p, c) FROM unnest(ARRAY['instagram', 'tiktok', 'youtube', 'twitter']) p,
        unnest(ARRAY['SA', 'AE']) c);
      wanted bigint[];
    BEGIN
      IF TG_OP = 'INSERT' OR NEW.search_text IS DISTINCT FROM OLD.search_text THEN
        DELETE FROM account_licences l WHERE l.influencer_id = NEW.id AND l.source = 'bio'
          AND NOT EXISTS (SELECT 1 FROM licence_numbers_of(NEW.search_text) f WHERE f.country = l.country AND f.number = l.number);
        INSERT INTO account_licences (influencer_id, country, source, number)
        SELECT NEW.id, f.country, 'bio', f.number FROM licence_numbers_of(NEW.search_text) f
        ON CONFLICT (influencer_id, country, source) DO NOTHING;
      END IF;
      wanted := ARRAY(SELECT DISTINCT licence_facet(NEW.platform::text, l.country) FROM account_licences l
        WHERE l.influencer_id = NEW.id AND (l.expires_on IS NULL OR l.expires_on >= current_date));
      IF cardinality(wanted) > 0 OR NEW.facets && every_key THEN
        NEW.facets := ARRAY(SELECT f FROM unnest(NEW.facets) f WHERE f <> ALL (every_key)) || wanted;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER influencers_licences BEFORE INSERT OR UPDATE ON influencers
    FOR EACH ROW EXECUTE FUNCTION influencers_licences()`.execute(db);

  await sql`
    CREATE FUNCTION account_licences_log() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE r account_licences;
    BEGIN
      IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
      IF TG_OP = 'UPDATE' AND (OLD.number, OLD.expires_on, OLD.proof_url, OLD.confirmed, OLD.recorded_by)
          IS NOT DISTINCT FROM (NEW.number, NEW.expires_on, NEW.proof_url, NEW.confirmed, NEW.recorded_by) THEN
        RETURN NULL;
      END IF;
      INSERT INTO account_licence_changes (influencer_id, country, source, action, number, expires_on, proof_url, confirmed, recorded_by)
      VALUES (r.influencer_id, r.country, r.source,
        CASE TG_OP WHEN 'INSERT' THEN 'recorded' WHEN 'UPDATE' THEN 'changed' ELSE 'removed' END,
        r.number, r.expires_on, r.proof_url, r.confirmed, r.recorded_by);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER account_licences_log AFTER INSERT OR UPDATE OR DELETE ON account_licences
    FOR EACH ROW EXECUTE FUNCTION account_licences_log()`.execute(db);

  // Writes made by the influencers trigger itself (depth > 1) are already in the row it is writing.
  await sql`
    CREATE FUNCTION account_licences_facets() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      ids bigint[];
      stamp bigint;
    BEGIN
      IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
      IF TG_OP = 'INSERT' THEN
        ids := ARRAY(SELECT DISTINCT influencer_id FROM new_rows);
      ELSIF TG_OP = 'UPDATE' THEN
        ids := ARRAY(SELECT influencer_id FROM new_rows UNION SELECT influencer_id FROM old_rows);
      ELSE
        ids := ARRAY(SELECT DISTINCT influencer_id FROM old_rows);
      END IF;
      ids := ARRAY(SELECT id FROM influencers WHERE id = ANY (ids) ORDER BY id);
      IF cardinality(ids) = 0 THEN RETURN NULL; END IF;
      UPDATE influencers SET facets = facets WHERE id = ANY (ids);
      UPDATE discovery_index_state SET pending_changes = pending_changes + cardinality(ids), change_seq = change_seq + 1
      RETURNING change_seq INTO stamp;
      INSERT INTO discovery_account_changes (change_seq, influencer_id) SELECT stamp, unnest(ids);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER account_licences_facets_insert AFTER INSERT ON account_licences
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_licences_facets();
    CREATE TRIGGER account_licences_facets_update AFTER UPDATE ON account_licences
    REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_licences_facets();
    CREATE TRIGGER account_licences_facets_delete AFTER DELETE ON account_licences
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_licences_facets();
  `.execute(db);

  // Rows already in the index: their bios' numbers, and the facet keys that follow.
  await sql`
    INSERT INTO account_licences (influencer_id, country, source, number)
    SELECT i.id, f.country, 'bio', f.number FROM influencers i, licence_numbers_of(i.search_text) f
    ON CONFLICT DO NOTHING`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER IF EXISTS influencers_licences ON influencers;
    DROP TABLE IF EXISTS account_licence_changes;
    DROP TABLE IF EXISTS account_licences;
    DROP FUNCTION IF EXISTS influencers_licences(), account_licences_log(), account_licences_facets(), licence_facet(text, text),
      licence_numbers_of(text);
  `.execute(db);
}
