import { type Kysely, sql } from "kysely";

/**
 * Market crawls: markets an admin keeps warm (countries × platforms × follower bands × categories ×
 * language, a monthly page budget per source), one row per combination (its search body and where its
 * pages stand), and every page fetched — the spend per market and the proof that a page of this month
 * was fetched once (unique per segment, month and page). The six Gulf countries are seeded as markets,
 * inactive, with a small suggested budget: nothing is spent until an admin switches one on. Their names
 * are in both languages (a market's name is the admin's own text, shown as written).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE market_crawls (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      countries text[] NOT NULL,
      platforms text[] NOT NULL,
      follower_bands jsonb NOT NULL,
      categories integer[] NOT NULL DEFAULT '{}',
      language text,
      budgets jsonb NOT NULL DEFAULT '{}',
      active boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE market_crawl_segments (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      crawl_id integer NOT NULL REFERENCES market_crawls (id) ON DELETE CASCADE,
      segment_key text NOT NULL,
      platform text NOT NULL,
      country text NOT NULL,
      search_body jsonb NOT NULL,
      next_page integer NOT NULL DEFAULT 1 CHECK (next_page >= 1),
      last_page integer,
      last_fetched_at timestamptz,
      accounts_found integer NOT NULL DEFAULT 0,
      UNIQUE (crawl_id, segment_key)
    );
    CREATE INDEX market_crawl_segments_freshness_idx ON market_crawl_segments (crawl_id, last_fetched_at NULLS FIRST, id);

    CREATE TABLE market_crawl_runs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      crawl_id integer NOT NULL REFERENCES market_crawls (id) ON DELETE CASCADE,
      segment_id integer REFERENCES market_crawl_segments (id) ON DELETE SET NULL,
      month date NOT NULL,
      source text NOT NULL,
      page integer NOT NULL,
      units integer NOT NULL,
      accounts integer NOT NULL,
      influencer_ids bigint[] NOT NULL DEFAULT '{}',
      fetched_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (segment_id, month, page)
    );
    CREATE INDEX market_crawl_runs_spend_idx ON market_crawl_runs (crawl_id, month, source);

    INSERT INTO market_crawls (name, countries, platforms, follower_bands, categories, language, budgets, active)
    SELECT country.name, ARRAY[country.code], ARRAY['instagram', 'tiktok', 'youtube', 'twitter'],
      '[{"from":10000,"to":100000},{"from":100000,"to":1000000},{"from":1000000,"to":null}]'::jsonb,
      '{}', NULL, '{"modash":20,"hypeauditor":20,"youtube":10}'::jsonb, false
    FROM (VALUES (1, 'SA', 'Saudi Arabia · السعودية'), (2, 'AE', 'UAE · الإمارات'), (3, 'KW', 'Kuwait · الكويت'),
      (4, 'QA', 'Qatar · قطر'), (5, 'BH', 'Bahrain · البحرين'), (6, 'OM', 'Oman · عُمان')) AS country (position, code, name)
    ORDER BY country.position;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE market_crawl_runs;
    DROP TABLE market_crawl_segments;
    DROP TABLE market_crawls;
  `.execute(db);
}
