import { sql } from "kysely";
import type { Executor } from "../../../core/db/database.ts";

export interface SpendDay {
  day: string;
  source: string;
  units: number;
  calls: number;
}

export interface SpendUser {
  user_id: number;
  email: string;
  units: number;
  calls: number;
  by_purpose: Record<string, number>;
}

/** The start of `now`'s calendar month in UTC: spend is budgeted by UTC month. */
const monthStartOf = (now: Date) => sql`date_trunc('month', ${now}::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

/** Units and calls per source per UTC day over the 30 days up to `now`, newest day first. */
export async function spendByDay(db: Executor, now: Date): Promise<SpendDay[]> {
  const { rows } = await sql<SpendDay>`
    SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, source, sum(units)::int AS units, count(*)::int AS calls
    FROM source_spend
    WHERE at >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE 'UTC') - interval '29 days') AT TIME ZONE 'UTC'
    GROUP BY 1, 2 ORDER BY 1 DESC, 2`.execute(db);
  return rows;
}

/** The `limit` users whose calls cost most in `now`'s month, with their units by purpose. */
export async function topSpendingUsers(db: Executor, now: Date, limit: number): Promise<SpendUser[]> {
  const { rows } = await sql<SpendUser>`
    WITH per_purpose AS (
      SELECT user_id, purpose, sum(units)::int AS units, count(*)::int AS calls
      FROM source_spend WHERE user_id IS NOT NULL AND at >= ${monthStartOf(now)}
      GROUP BY user_id, purpose
    )
    SELECT p.user_id, u.email, sum(p.units)::int AS units, sum(p.calls)::int AS calls, jsonb_object_agg(p.purpose, p.units) AS by_purpose
    FROM per_purpose p JOIN users u ON u.id = p.user_id
    GROUP BY p.user_id, u.email ORDER BY units DESC, p.user_id LIMIT ${limit}`.execute(db);
  return rows;
}

/** Units spent this month by calls no user or job claimed. */
export async function unattributedUnits(db: Executor, now: Date): Promise<number> {
  const { rows } = await sql<{ units: number }>`
    SELECT coalesce(sum(units), 0)::int AS units FROM source_spend
    WHERE purpose = 'unattributed' AND at >= ${monthStartOf(now)}`.execute(db);
  return rows[0]?.units ?? 0;
}
