import { type Kysely, sql } from "kysely";

const PROFESSIONAL_FEATURES = JSON.stringify([
  { key: "maturity_baseline", en: "Maturity baseline", ar: "خط أساس لمستوى النضج" },
  { key: "competitor_analysis", en: "Competitor analysis", ar: "تحليل المنافسين" },
  { key: "duplicate_detection", en: "Duplicate detection", ar: "كشف الحسابات المكررة" },
  { key: "dedicated_employee", en: "Dedicated employee", ar: "موظف مخصص" },
]);

/**
 * Plans (seeded as SPEC §9; yearly variants cost ten months and still grant credits monthly),
 * subscriptions (at most one giving access per user, enforced here), payments (one row per
 * gateway checkout) and the built-in payment sandbox's own checkouts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE plans (
      id integer PRIMARY KEY,
      name text NOT NULL,
      level text NOT NULL CHECK (level IN ('basic', 'growth', 'professional')),
      interval text NOT NULL CHECK (interval IN ('month', 'year')),
      price numeric(12, 2) NOT NULL CHECK (price > 0),
      currency text NOT NULL DEFAULT 'SAR',
      included_credits numeric(12, 2) NOT NULL CHECK (included_credits >= 0),
      max_profiles integer NOT NULL,
      monthly_free_consultation boolean NOT NULL,
      consultation_credit_cost numeric(12, 2) NOT NULL,
      search_cost numeric(12, 2) NOT NULL,
      report_cost numeric(12, 2) NOT NULL,
      max_competitors integer NOT NULL,
      seats_available text NOT NULL DEFAULT 'available' CHECK (seats_available IN ('available', 'limited', 'full')),
      features jsonb NOT NULL DEFAULT '[]',
      is_public boolean NOT NULL DEFAULT true
    );

    CREATE TABLE subscriptions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      plan_id integer NOT NULL REFERENCES plans (id),
      next_plan_id integer REFERENCES plans (id),
      status text NOT NULL CHECK (status IN ('pending', 'active', 'cancelled', 'expired', 'replaced')),
      start_date timestamptz,
      end_date timestamptz,
      last_period_reset timestamptz,
      -- Months since start_date at the last credit reset, and when the next one is due (null: none before end_date).
      period_index integer NOT NULL DEFAULT 0,
      next_reset_at timestamptz,
      cancelled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (status = 'pending' OR (start_date IS NOT NULL AND end_date IS NOT NULL AND end_date >= start_date))
    );
    CREATE UNIQUE INDEX subscriptions_one_current_per_user ON subscriptions (user_id) WHERE status IN ('active', 'cancelled');
    CREATE UNIQUE INDEX subscriptions_one_pending_per_user ON subscriptions (user_id) WHERE status = 'pending';
    CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, id DESC);
    CREATE INDEX subscriptions_reset_due_idx ON subscriptions (next_reset_at) WHERE status IN ('active', 'cancelled');
    CREATE INDEX subscriptions_end_due_idx ON subscriptions (end_date) WHERE status IN ('active', 'cancelled');

    CREATE TABLE payments (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      plan_id integer NOT NULL REFERENCES plans (id),
      gateway text NOT NULL CHECK (gateway IN ('sandbox', 'hyperpay')),
      checkout_id text NOT NULL UNIQUE CHECK (checkout_id ~ '^[A-Za-z0-9_.-]{1,100}$'),
      merchant_transaction_id text NOT NULL UNIQUE,
      entity_id text NOT NULL,
      amount numeric(12, 2) NOT NULL CHECK (amount > 0),
      currency text NOT NULL,
      status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'pending', 'succeeded', 'failed', 'expired')),
      result_code text,
      result_description text,
      transaction_id text,
      -- One payment activates at most one subscription, and a subscription is activated by one payment.
      subscription_id integer UNIQUE REFERENCES subscriptions (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz
    );
    CREATE INDEX payments_user_idx ON payments (user_id, id DESC);

    CREATE TABLE sandbox_checkouts (
      id text PRIMARY KEY,
      entity_id text NOT NULL,
      amount text NOT NULL,
      currency text NOT NULL,
      payment_type text NOT NULL,
      merchant_transaction_id text,
      parameters jsonb NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'declined', 'pending')),
      result_code text,
      result_description text,
      payment_id text UNIQUE,
      payment_brand text,
      card jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      paid_at timestamptz
    );
  `.execute(db);

  // A separate statement: a multi-statement query cannot carry parameters.
  await sql`
    INSERT INTO plans (id, name, level, interval, price, included_credits, max_profiles, monthly_free_consultation,
                       consultation_credit_cost, search_cost, report_cost, max_competitors, features) VALUES
      (1, 'Basic', 'basic', 'month', 1500, 600, 1, false, 200, 50, 40, 0, '[]'),
      (2, 'Growth', 'growth', 'month', 3000, 1250, 3, true, 200, 40, 30, 1, '[]'),
      (3, 'Professional', 'professional', 'month', 6000, 2500, 10, true, 200, 30, 20, 2, ${PROFESSIONAL_FEATURES}::jsonb),
      (4, 'Basic', 'basic', 'year', 15000, 600, 1, false, 200, 50, 40, 0, '[]'),
      (5, 'Growth', 'growth', 'year', 30000, 1250, 3, true, 200, 40, 30, 1, '[]'),
      (6, 'Professional', 'professional', 'year', 60000, 2500, 10, true, 200, 30, 20, 2, ${PROFESSIONAL_FEATURES}::jsonb);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_checkouts, payments, subscriptions, plans`.execute(db);
}
