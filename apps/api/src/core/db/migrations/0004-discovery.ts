import { type Kysely, sql } from "kysely";
import categories from "../../../features/discovery/reference/categories.json" with { type: "json" };
import interests from "../../../features/discovery/reference/interests.json" with { type: "json" };

/**
 * The influencer index. Two tables keyed by the same influencer id, so that with Citus
 * both are distributed by `id` and co-located:
 *   influencers          what a search filters and sorts on: narrow rows, every index lives here
 *   influencer_profiles  what a result card and the details dialog show: bio, contacts, prices, audience lists
 * Ids are not drawn from a sequence: they are a 63-bit hash of "platform:username" computed by the
 * application, so every node can assign them and re-importing an account finds its row.
 * Shares and the engagement rate are integers in hundredths of a percent (basis points) so that
 * range filters compare exactly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`
    CREATE TABLE discovery_categories (id smallint PRIMARY KEY, title text NOT NULL, title_ar text NOT NULL);
    CREATE TABLE discovery_interests (id smallint PRIMARY KEY, name text NOT NULL, name_ar text NOT NULL);

    CREATE TABLE influencers (
      id bigint PRIMARY KEY,
      platform text NOT NULL CHECK (platform IN ('instagram', 'tiktok', 'youtube', 'twitter')),
      username text NOT NULL,
      full_name text NOT NULL,
      followers integer NOT NULL CHECK (followers >= 0),
      er_bp integer NOT NULL CHECK (er_bp >= 0),
      aqs smallint NOT NULL CHECK (aqs BETWEEN 0 AND 100),
      views_avg bigint,
      real_subscribers integer,
      reels_views_avg bigint,
      shorts_views_avg bigint,
      likes_count bigint,
      avg_tweets real,
      avg_retweets real,
      is_verified boolean NOT NULL DEFAULT false,
      has_contacts boolean NOT NULL DEFAULT false,
      account_type text NOT NULL CHECK (account_type IN ('personal', 'brand', 'creator')),
      country_code text,
      city_id integer,
      language text,
      last_media_at bigint,
      categories smallint[] NOT NULL DEFAULT '{}',
      interests smallint[] NOT NULL DEFAULT '{}',
      aud_male_bp smallint,
      aud_female_bp smallint,
      aud_13_17_bp smallint,
      aud_18_24_bp smallint,
      aud_25_34_bp smallint,
      aud_35_44_bp smallint,
      aud_45_54_bp smallint,
      aud_55_64_bp smallint,
      aud_65_plus_bp smallint,
      -- The three biggest audience countries packed into one integer (see facet-codes.ts), read
      -- by lookalike ranking without touching the profile row.
      aud_top_countries integer,
      facets bigint[] NOT NULL DEFAULT '{}',
      search_text text NOT NULL DEFAULT '',
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE influencer_profiles (
      id bigint PRIMARY KEY,
      avatar_url text,
      bio text NOT NULL DEFAULT '',
      email text,
      phone text,
      credibility real,
      likes_avg bigint,
      comments_avg bigint,
      posts_count integer,
      post_price integer,
      story_price integer,
      aud_countries jsonb,
      aud_cities jsonb,
      source text NOT NULL DEFAULT 'seed' CHECK (source IN ('seed', 'import')),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    -- Exact counts the seed and the importer keep per platform; they let an unfiltered search
    -- answer its total without counting, and drop range bounds that cannot exclude anything.
    CREATE TABLE discovery_platform_stats (
      platform text PRIMARY KEY,
      total bigint NOT NULL,
      min_followers integer,
      max_followers integer,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- Bumped by every change to the index; cached search totals of older versions are ignored.
    CREATE TABLE discovery_index_state (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      version bigint NOT NULL DEFAULT 1,
      seed_params jsonb,
      -- Secondary indexes a bulk load has dropped and not yet rebuilt (recovered by the next load).
      dropped_indexes jsonb NOT NULL DEFAULT '[]',
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO discovery_index_state DEFAULT VALUES;

    -- Exact totals of recent searches, so paging through one result list counts it once.
    CREATE UNLOGGED TABLE discovery_search_totals (
      query_key text PRIMARY KEY,
      index_version bigint NOT NULL,
      total integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- One row per charged search: the same filters within the charge window are free.
    CREATE TABLE search_charges (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      query_hash text NOT NULL,
      cost numeric(12, 2) NOT NULL,
      ledger_entry_id bigint,
      charged_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX search_charges_lookup_idx ON search_charges (user_id, query_hash, charged_at DESC);
  `.execute(db);
  await createInfluencerIndexes(db);
  await sql`INSERT INTO discovery_categories (id, title, title_ar) SELECT * FROM jsonb_to_recordset(${JSON.stringify(categories)}::jsonb) AS c(id smallint, title text, title_ar text)`.execute(
    db,
  );
  await sql`INSERT INTO discovery_interests (id, name, name_ar) SELECT * FROM jsonb_to_recordset(${JSON.stringify(interests)}::jsonb) AS i(id smallint, name text, name_ar text)`.execute(
    db,
  );
}

/**
 * Every secondary index of `influencers`, chosen for the search mix (measured with
 * `npm run bench:search`, see docs/benchmarks/search.md):
 * - per platform, one btree per sort key ending in the id, so the first page of any sort is read
 *   in index order and ties break the same way every time;
 * - views_avg for its range filter;
 * - one GIN over the facet keys (categories, interests, places, languages, account type, flags,
 *   audience shares) and one trigram GIN over the search text (username, name and bio).
 * The platform-specific metrics are indexed only for their own platform; an unknown value sorts
 * as -1 (last when descending).
 */
async function createInfluencerIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX influencers_followers_idx ON influencers (platform, followers, id);
    CREATE INDEX influencers_er_idx ON influencers (platform, er_bp, id);
    CREATE INDEX influencers_aqs_idx ON influencers (platform, aqs, id);
    CREATE INDEX influencers_views_idx ON influencers (platform, views_avg);
    CREATE INDEX influencers_username_idx ON influencers (platform, username);
    CREATE INDEX influencers_real_subscribers_idx ON influencers ((coalesce(real_subscribers, -1)), id) WHERE platform = 'instagram';
    CREATE INDEX influencers_reels_views_idx ON influencers ((coalesce(reels_views_avg, -1)), id) WHERE platform = 'instagram';
    CREATE INDEX influencers_shorts_views_idx ON influencers ((coalesce(shorts_views_avg, -1)), id) WHERE platform = 'youtube';
    CREATE INDEX influencers_tiktok_likes_idx ON influencers ((coalesce(likes_count, -1)), id) WHERE platform = 'tiktok';
    CREATE INDEX influencers_tweets_idx ON influencers ((coalesce(avg_tweets, -1)), id) WHERE platform = 'twitter';
    CREATE INDEX influencers_retweets_idx ON influencers ((coalesce(avg_retweets, -1)), id) WHERE platform = 'twitter';
    CREATE INDEX influencers_facets_idx ON influencers USING gin (facets);
    CREATE INDEX influencers_search_text_idx ON influencers USING gin (search_text gin_trgm_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE search_charges, discovery_search_totals, discovery_index_state, discovery_platform_stats,
      influencer_profiles, influencers, discovery_interests, discovery_categories
  `.execute(db);
}
