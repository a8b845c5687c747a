import type { TSourceId } from "@radar/contract/sources";
import { sql } from "kysely";
import type { AppContext } from "../../../core/context.ts";
import { dayIn } from "../source-meter.ts";
import type { SourceSettings } from "../source-settings.ts";
import { sourcesAdminMail } from "../sources-admin-mail.ts";

/** The share of a daily quota or monthly budget at which the admin is warned. */
export const ALARM_SHARE = 0.8;

/** A vendor's credits per calendar month (their credits are money); the platforms' APIs have daily quotas only. */
export function monthlyBudget(ctx: AppContext, source: TSourceId): number | null {
  if (source === "hypeauditor") return ctx.config.HYPEAUDITOR_MONTHLY_BUDGET;
  if (source === "modash") return ctx.config.MODASH_MONTHLY_BUDGET;
  return null;
}

/** Units a source was paid this calendar month (UTC), from source_spend. */
export async function unitsThisMonth(ctx: AppContext, source: TSourceId, now = new Date()): Promise<number> {
  const { rows } = await sql<{ units: number }>`
    SELECT coalesce(sum(units), 0)::int AS units FROM source_spend
    WHERE source = ${source} AND at >= date_trunc('month', ${now}::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`.execute(ctx.db);
  return rows[0]?.units ?? 0;
}

/**
 * After a paid call: when the source's spend today reaches 80 % of its daily quota, or a vendor's
 * spend this month 80 % of its monthly budget, the contact address gets one e-mail for that day or
 * month (the row in source_spend_alarms is the "already sent"; concurrent calls race on its key).
 */
export async function checkSpendAlarm(
  ctx: AppContext,
  settings: Pick<SourceSettings, "id" | "name" | "dailyQuota" | "quotaTimeZone" | "quotaUnit">,
  usedToday: number,
  now = new Date(),
): Promise<void> {
  if (usedToday >= settings.dailyQuota * ALARM_SHARE) {
    const day = dayIn(settings.quotaTimeZone, now);
    if (await claim(ctx, settings.id, "daily", day)) {
      await mail(ctx, `${settings.name}: ${usedToday} of today's ${settings.dailyQuota} ${settings.quotaUnit} spent`, [
        `${settings.name} has spent ${Math.round((usedToday / settings.dailyQuota) * 100)} % of its daily quota (${day}). At 100 % its lookups stop until the quota day ends.`,
      ]);
    }
  }
  const budget = monthlyBudget(ctx, settings.id);
  if (budget === null) return;
  const month = now.toISOString().slice(0, 7);
  const used = await unitsThisMonth(ctx, settings.id, now);
  if (used >= budget * ALARM_SHARE && (await claim(ctx, settings.id, "monthly", month))) {
    await mail(ctx, `${settings.name}: ${used} of this month's ${budget} credits spent`, [
      `${settings.name} has spent ${Math.round((used / budget) * 100)} % of its monthly budget (${month}). Raise the budget or expect vendor lookups to be refused.`,
    ]);
  }
}

async function claim(ctx: AppContext, source: TSourceId, kind: "daily" | "monthly", period: string): Promise<boolean> {
  const row = await ctx.db
    .insertInto("source_spend_alarms")
    .values({ source, kind, period })
    .onConflict((conflict) => conflict.doNothing())
    .returning("source")
    .executeTakeFirst();
  return row !== undefined;
}

async function mail(ctx: AppContext, heading: string, lines: string[]): Promise<void> {
  const paragraphs = [
    ...lines,
    "You get this message once per day (daily quota) or month (monthly budget); the admin's Data sources tab shows spend per user.",
  ];
  await ctx.mailer.send(sourcesAdminMail(ctx, heading, paragraphs, "source-spend-alarm"));
}
