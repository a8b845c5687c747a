import { type Kysely, sql } from "kysely";

/**
 * What a team pays for and works on belongs to its workspace.
 *
 * Each resource table gains `workspace_id`, filled from its user's personal workspace (the one
 * migration 0040 or the users trigger made, where they are the owner), so nothing moves for an
 * account that never joined a team. The user column stays: it now says which member made the row
 * (the credit history's "who", a list's or report's author).
 *
 * The uniqueness that was per user becomes per workspace: one credit account, one current and one
 * pending subscription, list and saved-search names, a profile's handle, idempotency keys.
 *
 * A BEFORE INSERT trigger fills a missing `workspace_id` from the user's current workspace. Product
 * code names the workspace itself (the request's, or the job's stored one); the trigger keeps rows
 * written by one-off tools and fixtures that only know a user in that user's workspace.
 */
const TABLES: ReadonlyArray<{ table: string; user: string; nullable?: boolean; cascade?: boolean }> = [
  { table: "credit_accounts", user: "user_id" },
  { table: "credit_ledger", user: "user_id" },
  { table: "subscriptions", user: "user_id" },
  { table: "payments", user: "user_id" },
  { table: "search_charges", user: "user_id" },
  { table: "social_profiles", user: "user_id" },
  { table: "campaign_requests", user: "user_id" },
  { table: "comparison_requests", user: "user_id" },
  { table: "reports", user: "user_id" },
  { table: "meetings", user: "user_id" },
  { table: "lists", user: "user_id" },
  { table: "saved_searches", user: "user_id" },
  { table: "market_fetches", user: "user_id" },
  { table: "source_spend", user: "user_id", nullable: true },
  { table: "billing_details", user: "owner_user_id" },
  // Issued invoices outlive everything (tax records): no foreign key, as for their owner column.
  { table: "invoices", user: "owner_user_id", cascade: false },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TEMP TABLE personal_workspace ON COMMIT DROP AS
      SELECT u.id AS user_id,
        coalesce(
          (SELECT min(m.workspace_id) FROM workspace_members m WHERE m.user_id = u.id AND m.role = 'owner'),
          u.current_workspace_id
        ) AS workspace_id
      FROM users u;
    CREATE UNIQUE INDEX ON personal_workspace (user_id);

    CREATE FUNCTION fill_workspace_id() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.workspace_id IS NULL THEN
        SELECT u.current_workspace_id INTO NEW.workspace_id
        FROM users u WHERE u.id = (to_jsonb(NEW) ->> TG_ARGV[0])::integer;
      END IF;
      RETURN NEW;
    END $$;
  `.execute(db);

  await sql`ALTER TABLE invoices DISABLE TRIGGER invoices_immutable`.execute(db);
  for (const { table, user, nullable, cascade } of TABLES) {
    const reference = cascade === false ? sql`` : sql`REFERENCES workspaces (id) ON DELETE CASCADE`;
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN workspace_id bigint ${reference}`.execute(db);
    await sql`
      UPDATE ${sql.table(table)} t SET workspace_id = p.workspace_id
      FROM personal_workspace p WHERE p.user_id = t.${sql.ref(user)}`.execute(db);
    if (!nullable) await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN workspace_id SET NOT NULL`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_fill_workspace`)} BEFORE INSERT ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION fill_workspace_id(${sql.lit(user)})`.execute(db);
  }
  await sql`ALTER TABLE invoices ENABLE TRIGGER invoices_immutable`.execute(db);

  await sql`
    ALTER TABLE credit_accounts DROP CONSTRAINT credit_accounts_pkey, ADD PRIMARY KEY (workspace_id);
    CREATE INDEX credit_accounts_user_idx ON credit_accounts (user_id);
    CREATE INDEX credit_ledger_workspace_idx ON credit_ledger (workspace_id, id DESC);
    DROP INDEX credit_ledger_idempotency_key;
    CREATE UNIQUE INDEX credit_ledger_idempotency_key ON credit_ledger (workspace_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

    DROP INDEX subscriptions_one_current_per_user;
    DROP INDEX subscriptions_one_pending_per_user;
    CREATE UNIQUE INDEX subscriptions_one_current_per_workspace ON subscriptions (workspace_id) WHERE status IN ('active', 'cancelled');
    CREATE UNIQUE INDEX subscriptions_one_pending_per_workspace ON subscriptions (workspace_id) WHERE status = 'pending';
    CREATE INDEX subscriptions_workspace_idx ON subscriptions (workspace_id, id DESC);

    CREATE INDEX payments_workspace_idx ON payments (workspace_id, id DESC);
    CREATE INDEX search_charges_workspace_idx ON search_charges (workspace_id, query_hash, charged_at DESC);

    DROP INDEX social_profiles_user_account_key;
    CREATE UNIQUE INDEX social_profiles_workspace_account_key ON social_profiles (workspace_id, platform, lower(username));
    CREATE INDEX social_profiles_workspace_idx ON social_profiles (workspace_id, id);

    CREATE INDEX campaign_requests_workspace_idx ON campaign_requests (workspace_id, created_at DESC);
    CREATE INDEX comparison_requests_workspace_idx ON comparison_requests (workspace_id, created_at DESC);

    CREATE INDEX reports_workspace_idx ON reports (workspace_id, id DESC);
    DROP INDEX reports_idempotency_key;
    CREATE UNIQUE INDEX reports_idempotency_key ON reports (workspace_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

    CREATE INDEX meetings_workspace_idx ON meetings (workspace_id, start_time DESC);

    DROP INDEX lists_user_name_key;
    CREATE UNIQUE INDEX lists_workspace_name_key ON lists (workspace_id, lower(name));

    DROP INDEX saved_searches_user_name_key;
    DROP INDEX saved_searches_user_hash_idx;
    CREATE UNIQUE INDEX saved_searches_workspace_name_key ON saved_searches (workspace_id, lower(name));
    CREATE INDEX saved_searches_workspace_hash_idx ON saved_searches (workspace_id, filters_hash);

    CREATE INDEX market_fetches_workspace_filters_idx ON market_fetches (workspace_id, filters_key, page, fetched_at DESC);
    CREATE INDEX source_spend_workspace_idx ON source_spend (workspace_id, at) WHERE workspace_id IS NOT NULL;

    ALTER TABLE billing_details DROP CONSTRAINT billing_details_pkey, ADD PRIMARY KEY (workspace_id);
    CREATE INDEX invoices_workspace_idx ON invoices (workspace_id, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to one owner per row is only lossless while no workspace holds two members' rows: refuse
  // otherwise (a team's data is restored from a backup, not folded back per user).
  for (const { table, user } of TABLES) {
    const { rows } = await sql<{ shared: boolean }>`
      SELECT EXISTS (
        SELECT 1 FROM ${sql.table(table)} t
        GROUP BY t.${sql.ref(user)} HAVING count(DISTINCT t.workspace_id) > 1
      ) AS shared`.execute(db);
    if (rows[0]?.shared) throw new Error(`${table} holds one member's rows in several workspaces; restore a backup instead`);
  }
  await sql`
    DROP INDEX subscriptions_one_current_per_workspace, subscriptions_one_pending_per_workspace,
      social_profiles_workspace_account_key, lists_workspace_name_key, saved_searches_workspace_name_key,
      credit_ledger_idempotency_key, reports_idempotency_key, credit_accounts_user_idx;
    ALTER TABLE credit_accounts DROP CONSTRAINT credit_accounts_pkey, ADD PRIMARY KEY (user_id);
    ALTER TABLE billing_details DROP CONSTRAINT billing_details_pkey, ADD PRIMARY KEY (owner_user_id);
    CREATE UNIQUE INDEX credit_ledger_idempotency_key ON credit_ledger (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
    CREATE UNIQUE INDEX subscriptions_one_current_per_user ON subscriptions (user_id) WHERE status IN ('active', 'cancelled');
    CREATE UNIQUE INDEX subscriptions_one_pending_per_user ON subscriptions (user_id) WHERE status = 'pending';
    CREATE UNIQUE INDEX social_profiles_user_account_key ON social_profiles (user_id, platform, lower(username));
    CREATE UNIQUE INDEX reports_idempotency_key ON reports (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
    CREATE UNIQUE INDEX lists_user_name_key ON lists (user_id, lower(name));
    CREATE UNIQUE INDEX saved_searches_user_name_key ON saved_searches (user_id, lower(name));
    CREATE INDEX saved_searches_user_hash_idx ON saved_searches (user_id, filters_hash);
  `.execute(db);
  await sql`ALTER TABLE invoices DISABLE TRIGGER invoices_immutable`.execute(db);
  for (const { table } of TABLES) {
    await sql`DROP TRIGGER ${sql.id(`${table}_fill_workspace`)} ON ${sql.table(table)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN workspace_id`.execute(db);
  }
  await sql`ALTER TABLE invoices ENABLE TRIGGER invoices_immutable`.execute(db);
  await sql`DROP FUNCTION fill_workspace_id()`.execute(db);
}
