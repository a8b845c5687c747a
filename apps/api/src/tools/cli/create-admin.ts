import "../../core/config/load-env.ts";
import { randomBytes } from "node:crypto";
import { ZEmailSchema } from "@radar/contract/auth";
import { hashPassword } from "../../core/auth/passwords.ts";
import { ConfigError, parseConfig } from "../../core/config/config.ts";
import { createLogger } from "../../core/logging/logger.ts";
import { startRuntime } from "../../core/runtime.ts";
import { availableUsername, findUserByEmail, insertUser } from "../../core/users/user-queries.ts";
import { createSearchEngine } from "../../features/discovery/public.ts";

/**
 * `npm run create-admin -- EMAIL` — how production gets its first admin (no demo accounts exist
 * there). An existing account is promoted; a new one gets ADMIN_PASSWORD or a generated password,
 * printed once.
 */
async function main(): Promise<void> {
  const email = ZEmailSchema.safeParse(process.argv[2] ?? "");
  if (!email.success) {
    console.error("Usage: npm run create-admin -- EMAIL");
    process.exit(2);
  }
  const config = parseConfig(process.env);
  const runtime = await startRuntime(config, createLogger({ ...config, LOG_LEVEL: "warn" }), { search: createSearchEngine });
  try {
    const { db } = runtime.ctx;
    const existing = await findUserByEmail(db, email.data);
    if (existing) {
      await db.updateTable("users").set({ role: "admin", updated_at: new Date() }).where("id", "=", existing.id).execute();
      console.log(`${email.data} is now an admin.`);
      return;
    }
    const password = process.env.ADMIN_PASSWORD || randomBytes(12).toString("base64url");
    await insertUser(db, {
      email: email.data,
      username: await availableUsername(db, email.data),
      first_name: "Admin",
      last_name: "",
      role: "admin",
      password_hash: await hashPassword(password),
      is_email_verified: true,
      terms_accepted_at: new Date(),
    });
    console.log(
      `Admin ${email.data} created.${process.env.ADMIN_PASSWORD ? "" : ` Password: ${password} (shown once; change it after signing in)`}`,
    );
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
