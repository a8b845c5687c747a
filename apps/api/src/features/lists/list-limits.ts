import { LIST_LIMITS, type TListLimits } from "@radar/contract/lists";
import { sql } from "kysely";
import { isCurrentSubscription } from "../../core/subscriptions/current-subscription.ts";
import type { Executor } from "./list-queries.ts";

type PlanLevel = keyof typeof LIST_LIMITS;

/** The limits of the workspace's current plan; without one, Basic's (what the team kept stays usable). */
export async function listLimits(db: Executor, workspaceId: string): Promise<TListLimits> {
  const { rows } = await sql<{ level: PlanLevel }>`
    SELECT p.level FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE ${isCurrentSubscription(workspaceId)} LIMIT 1`.execute(db);
  const level = rows[0]?.level ?? "basic";
  const limits = LIST_LIMITS[level];
  return { plan_level: level, max_lists: limits.lists, max_members: limits.members };
}
