import { SOURCE_IDS, type TSourceBudget, type TSourceSpend } from "@radar/contract/sources";
import type { AppContext } from "../../../core/context.ts";
import { usageToday } from "../source-meter.ts";
import { sourceSettings } from "../source-settings.ts";
import { ALARM_SHARE, monthlyBudget, unitsThisMonth } from "./spend-alarm.ts";
import { spendByDay, topSpendingUsers, unattributedUnits } from "./spend-queries.ts";

const TOP_USERS = 20;

/**
 * The admin's view of what the paid sources cost: units per source per UTC day over the last 30
 * days, the 20 users whose calls cost most this month (by purpose), and each source's standing
 * against its daily quota and (vendors) its monthly budget, with the 80 % alarm.
 */
export async function sourceSpend(ctx: AppContext, now = new Date()): Promise<TSourceSpend> {
  const days = await spendByDay(ctx.db, now);
  const users = await topSpendingUsers(ctx.db, now, TOP_USERS);
  const unattributed = await unattributedUnits(ctx.db, now);

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
    unattributed_units: unattributed,
  };
}
