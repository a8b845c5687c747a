import { type Kysely, sql } from "kysely";
import { forgetDroppedIndex } from "./dropped-indexes.ts";

const PLATFORMS = ["instagram", "tiktok", "youtube", "twitter"] as const;

/**
 * Free text is found through the rows' tokens instead of their trigrams (seeding 10 M in
 * ≤ 600 s). The trigram indexes of `search_text` were half of a bulk load's index builds (≈ 340
 * core-s at 10 M): a row has 59 distinct trigrams, and a GIN build costs by the entry. Now:
 * - `influencers.search_tokens`: `hashtext()` of each distinct token of `search_text` (a token is a
 *   run of characters between ASCII non-alphanumerics; features/discovery/index/search-tokens.ts),
 *   about 12 a row, under one GIN per platform;
 * - `search_vocabulary`: every token once (or a few times: repeats are harmless), under a trigram
 *   index, so a needle's pieces are looked up among the tokens first (search-needle.ts);
 * - a row trigger computes `search_tokens` from `search_text` on every write, and statement triggers
 *   add a write's new tokens to the vocabulary. A bulk load (CopySink) drops them inside its
 *   transaction, writes both itself and creates them again: the application hashes exactly as `hashtext()` does
 *   (pg-hashtext.ts).
 * Tokens of rows deleted or rewritten stay in the vocabulary: a search then only looks up a hash no
 * row holds. `LIKE` still decides every match, so results are exactly what they were.
 */
const SEPARATORS = String.raw`[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE search_vocabulary (token text COLLATE "C" NOT NULL)`.execute(db);
  await sql`ALTER TABLE influencers ADD COLUMN search_tokens integer[] NOT NULL DEFAULT '{}'`.execute(db);
  await sql
    .raw(`
    CREATE FUNCTION search_words_of(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT ARRAY(SELECT DISTINCT w FROM unnest(regexp_split_to_array(t, '${SEPARATORS}')) w WHERE w <> '')
    $$`)
    .execute(db);
  await sql`
    CREATE FUNCTION search_tokens_of(t text) RETURNS integer[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT ARRAY(SELECT DISTINCT hashtext(w COLLATE "C") FROM unnest(search_words_of(t)) w ORDER BY 1)
    $$`.execute(db);
  await sql`
    CREATE FUNCTION influencers_search_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_tokens := search_tokens_of(NEW.search_text);
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION search_vocabulary_add() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO search_vocabulary (token)
      SELECT DISTINCT w FROM written, unnest(search_words_of(written.search_text)) w
      WHERE NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.token = w);
      RETURN NULL;
    END $$`.execute(db);

  await sql`UPDATE influencers SET search_tokens = search_tokens_of(search_text)`.execute(db);
  await sql`INSERT INTO search_vocabulary (token) SELECT DISTINCT w FROM influencers, unnest(search_words_of(search_text)) w`.execute(db);

  await sql`
    CREATE TRIGGER influencers_search_tokens BEFORE INSERT OR UPDATE OF search_text, search_tokens ON influencers
    FOR EACH ROW EXECUTE FUNCTION influencers_search_tokens()`.execute(db);
  for (const event of ["INSERT", "UPDATE"])
    await sql
      .raw(`
      CREATE TRIGGER influencers_vocabulary_${event.toLowerCase()} AFTER ${event} ON influencers
      REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add()`)
      .execute(db);

  // A bulk load that failed half-way left the indexes dropped and their definitions to rebuild: the
  // new ones then take the old ones' place in that list, for the next load to build.
  const state = await sql<{ recorded: boolean }>`
    SELECT coalesce(dropped_indexes @> '[{"name": "influencers_search_text_instagram_idx"}]', false) AS recorded FROM discovery_index_state`.execute(
    db,
  );
  const recorded = state.rows[0]?.recorded === true;
  const definitions = [
    ...PLATFORMS.map(
      (platform) =>
        `CREATE INDEX influencers_search_tokens_${platform}_idx ON influencers USING gin (search_tokens) WHERE platform = '${platform}'`,
    ),
    "CREATE INDEX search_vocabulary_token_idx ON search_vocabulary (token)",
    "CREATE INDEX search_vocabulary_trgm_idx ON search_vocabulary USING gin (token gin_trgm_ops)",
  ];
  for (const platform of PLATFORMS) {
    const name = `influencers_search_text_${platform}_idx`;
    await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
    await forgetDroppedIndex(db, name);
  }
  for (const definition of definitions) {
    if (!recorded) await sql.raw(definition).execute(db);
    else {
      const name = definition.split(" ")[2] as string;
      await sql`
        UPDATE discovery_index_state
        SET dropped_indexes = dropped_indexes || jsonb_build_array(jsonb_build_object('name', ${name}::text, 'definition', ${definition}::text))`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const platform of PLATFORMS) {
    await sql`DROP INDEX IF EXISTS ${sql.id(`influencers_search_tokens_${platform}_idx`)}`.execute(db);
    await sql
      .raw(
        `CREATE INDEX influencers_search_text_${platform}_idx ON influencers USING gin (search_text gin_trgm_ops) WHERE platform = '${platform}'`,
      )
      .execute(db);
  }
  await sql`DROP TRIGGER IF EXISTS influencers_search_tokens ON influencers`.execute(db);
  await sql`DROP TRIGGER IF EXISTS influencers_vocabulary_insert ON influencers`.execute(db);
  await sql`DROP TRIGGER IF EXISTS influencers_vocabulary_update ON influencers`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_vocabulary_add(), influencers_search_tokens(), search_tokens_of(text), search_words_of(text)`.execute(
    db,
  );
  await sql`ALTER TABLE influencers DROP COLUMN IF EXISTS search_tokens`.execute(db);
  await sql`DROP TABLE IF EXISTS search_vocabulary`.execute(db);
}
