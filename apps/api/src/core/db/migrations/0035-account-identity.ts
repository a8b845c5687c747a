import { type Kysely, sql } from "kysely";

/**
 * An account's identity is the platform's own id (decision 0064), not its handle.
 *
 * - `influencers.account_id`: the platform's id of the account (YouTube channel id, Instagram user
 *   id as Instagram's app knows it — Graph's `ig_id`, Modash's `userId` — X user id), unique per
 *   platform. On the search table because it is one cheap column there, NULL on the seed's millions
 *   of rows, which the partial indexes leave out. The id of the row stays the hash of the handle it
 *   was first written under: a rename changes `username` and keeps the row, so lists, profiles,
 *   reports and history keep pointing at it.
 * - `influencer_handles`: handles an account had, so the old handle still finds it.
 * - `influencer_profiles.lost_at`: the source no longer finds the account under its handle (renamed
 *   or gone); the refresh job stops asking for it until a source finds it again.
 *
 * Existing rows: the id is filled from `source_ref` where that is the platform's id (YouTube channel
 * ids from any source; numeric Instagram, TikTok and X ids from the vendors and X — the Instagram
 * source kept Graph's own node id there, which is not the account's id, so its rows get theirs on
 * their next fetch). Rows that share an id (a renamed account fetched again under its new handle)
 * are merged into the most recently fetched one: what pointed at the others points at it, their
 * handles become its old handles, and the others are deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE influencers ADD COLUMN account_id text;
    ALTER TABLE influencer_profiles ADD COLUMN lost_at timestamptz;
    CREATE TABLE influencer_handles (
      platform text NOT NULL CHECK (platform IN ('instagram', 'tiktok', 'youtube', 'twitter')),
      handle_lower text NOT NULL CHECK (handle_lower <> '' AND handle_lower = lower(handle_lower)),
      influencer_id bigint NOT NULL,
      -- When the account was last known under this handle.
      seen_until timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (platform, handle_lower, influencer_id)
    );
    CREATE INDEX influencer_handles_influencer_idx ON influencer_handles (influencer_id);
  `.execute(db);
  await sql`
    UPDATE influencers i SET account_id = p.source_ref
    FROM influencer_profiles p
    WHERE p.id = i.id AND p.source_ref IS NOT NULL AND (
      (i.platform = 'youtube' AND p.source_ref ~ '^UC[A-Za-z0-9_-]{22}$')
      OR (i.platform = 'twitter' AND p.source IN ('x', 'hypeauditor') AND p.source_ref ~ '^[0-9]{1,25}$')
      OR (i.platform IN ('instagram', 'tiktok') AND p.source IN ('modash', 'hypeauditor') AND p.source_ref ~ '^[0-9]{1,25}$')
    )`.execute(db);
  await mergeDuplicates(db);
  await sql`
    CREATE UNIQUE INDEX influencers_account_id_key ON influencers (platform, account_id) WHERE account_id IS NOT NULL;
    -- A renamed row's id is no longer the hash of its handle: its current handle is found here.
    CREATE INDEX influencers_account_handle_idx ON influencers (platform, lower(username)) WHERE account_id IS NOT NULL;
  `.execute(db);
}

/** Rows sharing a platform id: every row but the most recently fetched one is merged into it. */
async function mergeDuplicates(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TEMP TABLE account_merges AS
    SELECT ranked.id AS loser, ranked.winner, ranked.platform, ranked.username
    FROM (
      SELECT i.id, i.platform, i.username,
        first_value(i.id) OVER (
          PARTITION BY i.platform, i.account_id
          ORDER BY coalesce(p.fetched_at, i.updated_at) DESC, i.id
        ) AS winner
      FROM influencers i JOIN influencer_profiles p ON p.id = i.id
      WHERE i.account_id IS NOT NULL
    ) ranked
    WHERE ranked.id <> ranked.winner`.execute(db);
  const { rows } = await sql<{ merged: string }>`SELECT count(*)::text AS merged FROM account_merges`.execute(db);
  if (Number(rows[0]?.merged ?? 0) > 0) await merge(db);
  await sql`DROP TABLE account_merges`.execute(db);
}

async function merge(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO influencer_handles (platform, handle_lower, influencer_id, seen_until)
    SELECT m.platform::text, lower(m.username), m.winner, coalesce(p.fetched_at, now())
    FROM account_merges m JOIN influencer_profiles p ON p.id = m.loser
    ON CONFLICT DO NOTHING;

    -- A list holding both keeps the winner's entry (its status, price and note).
    DELETE FROM list_members l USING account_merges m
    WHERE l.influencer_id = m.loser AND EXISTS (SELECT 1 FROM list_members w WHERE w.list_id = l.list_id AND w.influencer_id = m.winner);
    UPDATE list_members l SET influencer_id = m.winner FROM account_merges m WHERE l.influencer_id = m.loser;
    UPDATE social_profiles s SET influencer_id = m.winner FROM account_merges m WHERE s.influencer_id = m.loser;
    UPDATE reports r SET influencer_id = m.winner FROM account_merges m WHERE r.influencer_id = m.loser;
    UPDATE market_fetches f SET influencer_ids = array_replace(f.influencer_ids, m.loser, m.winner)
    FROM account_merges m WHERE m.loser = ANY (f.influencer_ids);
    UPDATE market_crawl_runs c SET influencer_ids = array_replace(c.influencer_ids, m.loser, m.winner)
    FROM account_merges m WHERE m.loser = ANY (c.influencer_ids);

    DELETE FROM influencer_profiles p USING account_merges m WHERE p.id = m.loser;
    DELETE FROM influencers i USING account_merges m WHERE i.id = m.loser;

    -- Rows left the index: the totals shrink, and cached totals and in-process copies start again.
    UPDATE discovery_platform_stats s SET total = greatest(0, s.total - gone.count), updated_at = now()
    FROM (SELECT platform::text AS platform, count(*) AS count FROM account_merges GROUP BY platform) gone
    WHERE s.platform = gone.platform;
    UPDATE discovery_index_state
    SET version = version + 1, load_version = version + 1, changes_pruned_to = change_seq, updated_at = now();
    DELETE FROM discovery_search_totals;
    DELETE FROM discovery_account_changes;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS influencers_account_handle_idx;
    DROP INDEX IF EXISTS influencers_account_id_key;
    DROP TABLE IF EXISTS influencer_handles;
    ALTER TABLE influencer_profiles DROP COLUMN IF EXISTS lost_at;
    ALTER TABLE influencers DROP COLUMN IF EXISTS account_id;
  `.execute(db);
}
