import { randomBytes } from "node:crypto";
import { PASSWORD_RESET_TTL_HOURS } from "@radar/contract/auth";
import type { Kysely } from "kysely";
import { assertStrongPassword } from "../../core/auth/password-strength.ts";
import { hashPassword } from "../../core/auth/passwords.ts";
import type { AppContext } from "../../core/context.ts";
import type { DB } from "../../core/db/schema.ts";
import { AppError } from "../../core/http/app-error.ts";
import type { UserRow } from "../../core/users/user-dto.ts";
import { findUserByEmail, findUserById } from "../../core/users/user-queries.ts";
import { passwordChangedMessage, passwordResetMessage } from "./password-reset-email.ts";
import { revokeEverySession } from "./session-tokens.ts";
import { hashToken } from "./verification-email.ts";

export const RESET_MESSAGES = {
  requested: "If an account with this email exists, a password reset link has been sent.",
  done: "Your password has been reset. You can now log in with your new password.",
  invalidLink: "Invalid password reset link.",
  usedLink: "This password reset link has already been used.",
  expiredLink: "This password reset link has expired. Please request a new one.",
} as const;

/**
 * Answers at once and the same whether or not the address has an account: the link is created and
 * mailed after the answer, so neither the body nor the time taken (an SMTP round trip) tells an
 * attacker which addresses are registered. The mail is in the account's language, whatever the
 * language of the page that asked.
 */
export function requestPasswordReset(ctx: AppContext, email: string): { detail: string } {
  void mailResetLink(ctx, email).catch((error: unknown) => {
    ctx.logger.error({ err: error }, "password reset e-mail failed");
  });
  return { detail: RESET_MESSAGES.requested };
}

async function mailResetLink(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  await ctx.db
    .insertInto("password_reset_tokens")
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + PASSWORD_RESET_TTL_HOURS * 3600 * 1000),
    })
    .execute();
  await ctx.mailer.send(
    passwordResetMessage({
      publicUrl: ctx.config.PUBLIC_URL,
      to: user.email,
      firstName: user.first_name,
      language: user.language,
      token,
    }),
  );
}

/** The link's row, or the refusal that tells the user why it no longer works. */
async function usableLink(executor: Kysely<DB>, token: string, lock: boolean): Promise<{ id: number; user_id: number }> {
  let query = executor
    .selectFrom("password_reset_tokens")
    .select(["id", "user_id", "used_at", "expires_at"])
    .where("token_hash", "=", hashToken(token));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw AppError.badRequest(RESET_MESSAGES.invalidLink, "invalid_token");
  if (row.used_at) throw AppError.badRequest(RESET_MESSAGES.usedLink, "token_used");
  if (row.expires_at.getTime() <= Date.now()) throw AppError.badRequest(RESET_MESSAGES.expiredLink, "token_expired");
  return row;
}

/**
 * Sets the new password with a valid link, in one transaction: the link and every other open link of
 * the user are spent, and every session of the user ends — refresh tokens blacklisted, access tokens
 * refused through the revocation list. Opening the link proves the address, so it counts as verified.
 * The link is checked once before the (deliberately slow) password hashing, so made-up tokens cost
 * no argon2 work, and again under a row lock, so two confirmations cannot both use it.
 */
export async function confirmPasswordReset(ctx: AppContext, token: string, password: string): Promise<{ detail: string }> {
  const link = await usableLink(ctx.db, token, false);
  const owner = await findUserById(ctx.db, link.user_id);
  await assertStrongPassword(password, {
    email: owner?.email,
    firstName: owner?.first_name,
    lastName: owner?.last_name,
    username: owner?.username,
  });
  const passwordHash = await hashPassword(password);
  const user = await ctx.db.transaction().execute(async (trx): Promise<UserRow> => {
    const link = await usableLink(trx, token, true);
    const now = new Date();
    await trx
      .updateTable("password_reset_tokens")
      .set({ used_at: now })
      .where("user_id", "=", link.user_id)
      .where("used_at", "is", null)
      .execute();
    const updated = await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, is_email_verified: true, updated_at: now })
      .where("id", "=", link.user_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeEverySession(ctx, trx, { userId: updated.id, reason: "password_reset" });
    return updated;
  });
  await ctx.mailer.send(
    passwordChangedMessage({ publicUrl: ctx.config.PUBLIC_URL, to: user.email, firstName: user.first_name, language: user.language }),
  );
  return { detail: RESET_MESSAGES.done };
}
