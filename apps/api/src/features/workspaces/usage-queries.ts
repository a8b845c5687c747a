import { MEETING_TIME_ZONE } from "@radar/contract/meetings";
import type { TCreditKind } from "@radar/contract/usage";
import { type RawBuilder, sql } from "kysely";
import type { Executor } from "../../core/db/database.ts";
import { memberName } from "../../core/users/user-queries.ts";

/** The filters of Settings → Usage, already validated: a member's id, a ledger reason, a month `YYYY-MM`. */
export interface UsageFilters {
  member?: number;
  kind?: TCreditKind;
  month?: string;
}

export interface UsageRow {
  id: number;
  created_at: Date;
  member_id: number | null;
  /** The member's name as the team sees it (null once the user is gone). */
  member_name: string | null;
  email: string | null;
  kind: TCreditKind;
  delta: string;
  balance_after: string;
  reference: string | null;
}

/**
 * The WHERE of every usage read: the workspace first (the ledger's index leads with it), then the
 * filters. A month is a calendar month in Riyadh, the zone the app shows dates in, so an entry at
 * 23:30 UTC on the last day counts in the next month as the user sees it.
 */
function usageWhere(workspaceId: string, filters: UsageFilters): RawBuilder<unknown> {
  const conditions = [sql`l.workspace_id = ${workspaceId}::bigint`];
  if (filters.member !== undefined) conditions.push(sql`l.user_id = ${filters.member}`);
  if (filters.kind !== undefined) conditions.push(sql`l.reason = ${filters.kind}`);
  if (filters.month !== undefined) {
    const start = sql`(${`${filters.month}-01`}::timestamp AT TIME ZONE ${MEETING_TIME_ZONE})`;
    const end = sql`((${`${filters.month}-01`}::timestamp + interval '1 month') AT TIME ZONE ${MEETING_TIME_ZONE})`;
    conditions.push(sql`l.created_at >= ${start} AND l.created_at < ${end}`);
  }
  return sql.join(conditions, sql` AND `);
}

const usageSelect = sql`
  l.id, l.created_at, l.user_id AS member_id, ${memberName(sql`u`)} AS member_name, u.email,
  l.reason AS kind, l.delta, l.balance_after, l.reference
  FROM credit_ledger l LEFT JOIN users u ON u.id = l.user_id`;

/** One page of movements, newest first (id breaks ties of one instant). */
export async function usagePage(
  db: Executor,
  workspaceId: string,
  filters: UsageFilters,
  page: { offset: number; limit: number },
): Promise<UsageRow[]> {
  const { rows } = await sql<UsageRow>`
    SELECT ${usageSelect} WHERE ${usageWhere(workspaceId, filters)}
    ORDER BY l.created_at DESC, l.id DESC OFFSET ${page.offset} LIMIT ${page.limit}`.execute(db);
  return rows;
}

/** Every movement the filters match, newest first, read in batches so a long history streams to the CSV. */
export async function* usageRows(db: Executor, workspaceId: string, filters: UsageFilters, batch = 1_000): AsyncGenerator<UsageRow> {
  let before: { created_at: Date; id: number } | null = null;
  for (;;) {
    const after: RawBuilder<unknown> = before ? sql`AND (l.created_at, l.id) < (${before.created_at}, ${before.id})` : sql``;
    const { rows } = await sql<UsageRow>`
      SELECT ${usageSelect} WHERE ${usageWhere(workspaceId, filters)} ${after}
      ORDER BY l.created_at DESC, l.id DESC LIMIT ${batch}`.execute(db);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    before = { created_at: last.created_at, id: last.id };
  }
}

export interface UsageSummaryRow {
  count: number;
  spent: string;
  added: string;
  balance: string | null;
  /** The current plan's price and included credits, when the workspace has a current subscription. */
  price: string | null;
  included_credits: string | null;
}

/** The count and totals of the filtered movements, the balance and the current plan's price, in one statement. */
export async function usageSummary(db: Executor, workspaceId: string, filters: UsageFilters): Promise<UsageSummaryRow> {
  const { rows } = await sql<UsageSummaryRow>`
    SELECT t.count, t.spent, t.added,
      (SELECT a.balance FROM credit_accounts a WHERE a.workspace_id = ${workspaceId}::bigint) AS balance,
      p.price, p.included_credits
    FROM (
      SELECT count(*)::int AS count,
        coalesce(sum(-l.delta) FILTER (WHERE l.delta < 0), 0) AS spent,
        coalesce(sum(l.delta) FILTER (WHERE l.delta > 0), 0) AS added
      FROM credit_ledger l WHERE ${usageWhere(workspaceId, filters)}
    ) t
    LEFT JOIN LATERAL (
      SELECT pl.price, pl.included_credits FROM subscriptions s JOIN plans pl ON pl.id = s.plan_id
      WHERE s.workspace_id = ${workspaceId}::bigint AND s.status IN ('active', 'cancelled') AND s.end_date > now()
      ORDER BY s.id DESC LIMIT 1
    ) p ON true`.execute(db);
  const row = rows[0];
  if (!row) throw new Error("usage summary returned no row");
  return row;
}
