import { type Kysely, sql } from "kysely";

/**
 * Social profiles and the two kinds of request users send to the product team.
 *
 * social_profiles.influencer_id names the account in the influencer index without a foreign key:
 * a re-seed or an import replaces index rows wholesale, and ids are a hash of "platform:username",
 * so the same account comes back under the same id. The figures taken from the index when the
 * profile was added stay here for the time an account is missing from it.
 *
 * Requests carry the admin's side from the start (status, priority, admin_notes, cost_estimate,
 * handled_by); the admin screens arrive with a later issue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE social_profiles (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      influencer_id bigint NOT NULL,
      platform text NOT NULL CHECK (platform IN ('instagram', 'tiktok', 'youtube', 'twitter')),
      username text NOT NULL CHECK (username <> ''),
      profile_url text NOT NULL,
      targeted_category text NOT NULL DEFAULT '',
      category_id integer NOT NULL CHECK (category_id >= 0),
      targeted_gender text CHECK (targeted_gender IN ('male', 'female', 'other')),
      age_groups text[] NOT NULL DEFAULT '{}'
        CHECK (age_groups <@ ARRAY['13_17', '18_24', '25_34', '35_44', '45_54', '55_64', '65_plus']::text[]),
      size_preset text,
      -- The index's figures when the profile was added (engagement in basis points, as the index).
      snapshot_name text NOT NULL DEFAULT '',
      snapshot_followers integer NOT NULL DEFAULT 0 CHECK (snapshot_followers >= 0),
      snapshot_er_bp integer NOT NULL DEFAULT 0 CHECK (snapshot_er_bp >= 0),
      snapshot_photo_url text,
      snapshot_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX social_profiles_user_account_key ON social_profiles (user_id, platform, lower(username));
    CREATE INDEX social_profiles_user_idx ON social_profiles (user_id, id);

    CREATE TABLE campaign_requests (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      title text NOT NULL CHECK (title <> ''),
      description text NOT NULL CHECK (description <> ''),
      category text NOT NULL CHECK (category IN (
        'fashion', 'beauty', 'lifestyle', 'travel', 'food', 'tech', 'fitness', 'business', 'gaming',
        'music', 'photography', 'art', 'cars', 'health', 'entertainment', 'sports', 'education', 'other'
      )),
      -- SAR
      budget numeric(14, 2) NOT NULL CHECK (budget > 0),
      influencer_count integer NOT NULL CHECK (influencer_count > 0),
      duration text CHECK (duration IN ('1week', '2weeks', '1month', '2months', '3months', '6months', 'ongoing', 'custom')),
      requirements text,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'under_review', 'approved', 'rejected', 'in_progress', 'completed', 'cancelled')),
      priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
      admin_notes text,
      -- SAR, the team's estimate of what the campaign costs
      cost_estimate numeric(14, 2) CHECK (cost_estimate >= 0),
      handled_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX campaign_requests_user_idx ON campaign_requests (user_id, created_at DESC);
    CREATE INDEX campaign_requests_queue_idx ON campaign_requests (status, created_at);

    CREATE TABLE comparison_requests (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      profile_urls text[] NOT NULL CHECK (cardinality(profile_urls) BETWEEN 2 AND 10),
      description text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
      priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
      admin_notes text,
      cost_estimate numeric(14, 2) CHECK (cost_estimate >= 0),
      results jsonb,
      handled_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz
    );
    CREATE INDEX comparison_requests_user_idx ON comparison_requests (user_id, created_at DESC);
    CREATE INDEX comparison_requests_queue_idx ON comparison_requests (status, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE comparison_requests, campaign_requests, social_profiles`.execute(db);
}
