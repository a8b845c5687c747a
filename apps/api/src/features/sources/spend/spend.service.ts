import { SOURCE_IDS, type TSourceBudget, type TSourceSpend } from "@radar/contract/sources";
import { sql } from "kysely";
import type { AppContext } from "../../../core/context.ts";
import { usageToday } from "../source-meter.ts";
import { sourceSettings } from "../source-settings.ts";
import { ALARM_SHARE, monthlyBudget, unitsThisMonth } from "./spend-alarm.ts";

const TOP_USERS = 20;

/**
 * The admin's view of what the paid sources cost: units per source per UTC day over the last 30
 * days, the 20 users whose calls cost most this month (by purpose), and each source's standing
 * against its daily quota and (vendors) its monthly budget, with the 80 % alarm.
 */
export async function sourceSpend(ctx: AppContext, now = new Date()): Promise<TSourceSpend> {
  const monthStart = sql`date_trunc('month', ${now}::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
  const { rows: days } = await sql<{ day: string; source: string; units: number; calls: number }>`
    SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, source, sum(units)::int AS units, count(*)::int AS calls
    FROM source_spend
    WHERE at >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE 'UTC') - interval '29 days') AT TIME ZONE 'UTC'
    GROUP BY 1, 2 ORDER BY 1 DESC, 2`.execute(ctx.db);
  const { rows: users } = await sql<{ user_id: number; email: string; units: number; calls: number; by_purpose: Record<string, number> }>`
    WITH per_purpose AS (
      SELECT user_id, purpose, sum(units)::int AS units, count(*)::int AS calls
      FROM source_spend WHERE user_id IS NOT NULL AND at >= ${monthStart}
      GROUP BY user_id, purpose
    )
    SELECT p.user_id, u.email, sum(p.units)::int AS units, sum(p.calls)::int AS calls, jsonb_object_agg(p.purpose, p.units) AS by_purpose
    FROM per_purpose p JOIN users u ON u.id = p.user_id
    GROUP BY p.user_id, u.email ORDER BY units DESC, p.user_id LIMIT ${TOP_USERS}`.execute(ctx.db);
  const { rows: unattributed } = await sql<{ units: number }>`
    SELECT coalesce(sum(units), 0)::int AS units FROM source_spend WHERE purpose = 'unattributed' AND at >= ${monthStart}`.execute(ctx.db);

  const settings = sourceSettings(ctx.config);
  const budgets: TSourceBudget[] = [];
  for (const id of SOURCE_IDS) {
    const setting = settings[id];
    const { used } = await usageToday(ctx.db, setting, now);
    const month = await unitsThisMonth(ctx, id, now);
    const budget = monthlyBudget(ctx, id);
    const alarm = used >= setting.dailyQuota * ALARM_SHARE ? "daily" : budget !== null && month >= budget * ALARM_SHARE ? "monthly" : null;
    budgets.push({
      source: id,
      mode: setting.mode,
      today_units: used,
      daily_quota: setting.dailyQuota,
      month_units: month,
      monthly_budget: budget,
      alarm,
    });
  }
  return {
    days: days.flatMap((row) => {
      const source = SOURCE_IDS.find((id) => id === row.source);
      return source ? [{ day: row.day, source, units: row.units, calls: row.calls }] : [];
    }),
    top_users: users,
    budgets,
    unattributed_units: unattributed[0]?.units ?? 0,
  };
}
