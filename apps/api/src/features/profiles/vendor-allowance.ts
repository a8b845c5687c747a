import { PREVIEW_VENDOR_ALLOWANCE, SPEND_MSG, type TSourceId } from "@radar/contract/sources";
import { sql } from "kysely";
import type { AppContext } from "../../core/context.ts";
import type { Database } from "../../core/db/database.ts";
import { AppError } from "../../core/http/app-error.ts";
import { currentPlanCosts, isCurrentSubscription, type PlanCosts } from "../../core/subscriptions/current-subscription.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";

/** Previews and adds look accounts up at sources that cost us: only an owner of a verified address may start one. */
export async function requireVerifiedEmail(db: Database, userId: number): Promise<void> {
  const user = await db.selectFrom("users").select("is_email_verified").where("id", "=", userId).executeTakeFirst();
  if (!user?.is_email_verified) throw new AppError(403, SPEND_MSG.email_unverified, { code: "email_unverified" });
}

/** Seconds until the next midnight UTC, when the daily allowances start again (at least 1). */
export function secondsToUtcMidnight(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Takes one from a day's bucket when it has one left; false (nothing taken) when it is used up. */
async function take(db: Database, bucket: string, limit: number): Promise<boolean> {
  const { rows } = await sql<{ used: number }>`
    INSERT INTO source_allowances AS a (bucket, day, used)
    SELECT ${bucket}, (now() AT TIME ZONE 'UTC')::date, 1 WHERE ${limit} >= 1
    ON CONFLICT (bucket, day) DO UPDATE SET used = a.used + 1 WHERE a.used < ${limit}
    RETURNING a.used`.execute(db);
  return rows.length > 0;
}

async function giveBack(db: Database, bucket: string): Promise<void> {
  await sql`UPDATE source_allowances SET used = used - 1 WHERE bucket = ${bucket} AND day = (now() AT TIME ZONE 'UTC')::date AND used > 0`.execute(
    db,
  );
}

/** The plan a workspace's profiles are held to: the workspace's current subscription's (its members share it). */
export function workspacePlan(db: Database, scope: WorkspaceScope): Promise<PlanCosts | null> {
  return currentPlanCosts(db, scope.workspaceId);
}

async function planLevel(db: Database, scope: WorkspaceScope): Promise<keyof typeof PREVIEW_VENDOR_ALLOWANCE | null> {
  const { rows } = await sql<{ level: keyof typeof PREVIEW_VENDOR_ALLOWANCE }>`
    SELECT p.level FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE ${isCurrentSubscription(scope.workspaceId)} LIMIT 1`.execute(
    db,
  );
  return rows[0]?.level ?? null;
}

/**
 * The check before a preview or an add buys a vendor's report: a current plan (403 otherwise), then
 * one of the plan's daily vendor lookups (the workspace's: its members share the plan, so they share
 * its allowance), one of the client address's and one of everyone's
 * (each a conditional upsert, so concurrent requests never take more than the limit); a refusal is a
 * 429 whose Retry-After is the time left until midnight UTC.
 */
export function vendorGuard(ctx: AppContext, scope: WorkspaceScope, ip: string): (source: TSourceId) => Promise<void> {
  return async () => {
    const level = await planLevel(ctx.db, scope);
    if (!level) throw new AppError(403, SPEND_MSG.vendor_needs_plan, { code: "vendor_needs_plan" });
    const buckets: { bucket: string; limit: number; code: "preview_allowance" | "preview_ip_cap" | "preview_global_cap" }[] = [
      { bucket: `workspace:${scope.workspaceId}`, limit: PREVIEW_VENDOR_ALLOWANCE[level], code: "preview_allowance" },
      { bucket: `ip:${ip}`, limit: ctx.config.PREVIEW_VENDOR_PER_IP_DAILY, code: "preview_ip_cap" },
      { bucket: "global", limit: ctx.config.PREVIEW_VENDOR_GLOBAL_DAILY, code: "preview_global_cap" },
    ];
    const taken: string[] = [];
    for (const { bucket, limit, code } of buckets) {
      if (await take(ctx.db, bucket, limit)) {
        taken.push(bucket);
        continue;
      }
      for (const earlier of taken) await giveBack(ctx.db, earlier);
      throw new AppError(429, SPEND_MSG[code], { code, retryAfterSeconds: secondsToUtcMidnight() });
    }
  };
}
