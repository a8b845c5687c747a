import { type Kysely, sql } from "kysely";

/**
 * The row trigger that derives `search_tokens` from `search_text` (migration 0026) trusts a writer
 * that sends the tokens of the text it writes, as the bulk load already does: the application hashes
 * exactly as `hashtext()` does (search-tokens.ts, pg-hashtext.ts), and every upsert sends them. The
 * trigger's own split and hashing took about half a millisecond a row — a third of a market page's
 * insert beside its indexes. A write that changes the text without new tokens (or sends none) is
 * still tokenised here, so no writer can leave a row's tokens behind its text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION influencers_search_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.search_text IS NOT DISTINCT FROM OLD.search_text
        AND NEW.search_tokens IS NOT DISTINCT FROM OLD.search_tokens THEN
        RETURN NEW;
      END IF;
      IF cardinality(NEW.search_tokens) > 0
        AND (TG_OP = 'INSERT' OR (NEW.search_text IS DISTINCT FROM OLD.search_text AND NEW.search_tokens IS DISTINCT FROM OLD.search_tokens)) THEN
        RETURN NEW;
      END IF;
      NEW.search_tokens := search_tokens_of(NEW.search_text);
      RETURN NEW;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION influencers_search_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_tokens := search_tokens_of(NEW.search_text);
      RETURN NEW;
    END $$`.execute(db);
}
