import { hashPassword } from "../../core/auth/passwords.ts";
import type { AppContext } from "../../core/context.ts";
import { findUserByEmail, insertUser } from "../../core/users/user-queries.ts";

export const DEMO_ACCOUNTS = [
  { email: "admin@radar.local", username: "admin", first_name: "Radar", last_name: "Admin", role: "admin" as const },
  { email: "demo@radar.local", username: "demo", first_name: "Sara", last_name: "Al-Qahtani", role: "user" as const },
];

/**
 * Outside production, an empty database gets the demo accounts (verified, password DEMO_PASSWORD).
 * Existing accounts are left untouched, so a restart keeps whatever the demo user changed.
 */
export async function ensureDemoAccounts(ctx: AppContext): Promise<void> {
  const passwordHash = await hashPassword(ctx.config.DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(ctx.db, account.email)) continue;
    await insertUser(ctx.db, {
      ...account,
      password_hash: passwordHash,
      is_email_verified: true,
      terms_accepted_at: new Date(),
    });
    ctx.logger.info(`demo account created: ${account.email} / ${ctx.config.DEMO_PASSWORD} (${account.role})`);
  }
}
