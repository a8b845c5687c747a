import { hashPassword } from "../../core/auth/passwords.ts";
import type { AppContext } from "../../core/context.ts";
import { findUserByEmail, insertUser } from "../../core/users/user-queries.ts";
import { activateSubscription } from "../../features/billing/public.ts";

/**
 * The demo user is on Growth (id 2), as the architecture's demo data describes. The admin gets
 * Professional (id 3): SPEC §2 gates /admin behind an active subscription like every app page.
 */
export const DEMO_ACCOUNTS = [
  { email: "admin@radar.local", username: "admin", first_name: "Radar", last_name: "Admin", role: "admin" as const, planId: 3 },
  { email: "demo@radar.local", username: "demo", first_name: "Sara", last_name: "Al-Qahtani", role: "user" as const, planId: 2 },
];

/**
 * Outside production, an empty database gets the demo accounts (verified, password DEMO_PASSWORD).
 * Existing accounts are left untouched, so a restart keeps whatever the demo user changed.
 */
export async function ensureDemoAccounts(ctx: AppContext): Promise<void> {
  const passwordHash = await hashPassword(ctx.config.DEMO_PASSWORD);
  for (const { planId, ...account } of DEMO_ACCOUNTS) {
    if (await findUserByEmail(ctx.db, account.email)) continue;
    await ctx.db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        ...account,
        password_hash: passwordHash,
        is_email_verified: true,
        terms_accepted_at: new Date(),
      });
      // The users trigger gave the account its personal workspace: the plan and credits are that workspace's.
      const { current_workspace_id: workspaceId } = await trx
        .selectFrom("users")
        .select("current_workspace_id")
        .where("id", "=", user.id)
        .executeTakeFirstOrThrow();
      if (!workspaceId) throw new Error(`demo account ${account.email} has no workspace`);
      await activateSubscription(trx, { workspaceId, userId: user.id, planId, idempotencyKey: `demo:plan-${planId}`, reference: "demo" });
    });
    ctx.logger.info(`demo account created: ${account.email} / ${ctx.config.DEMO_PASSWORD} (${account.role})`);
  }
}
