import { PASSWORD_MESSAGES, type TPasswordChangeResponse } from "@radar/contract/auth";
import { assertStrongPassword } from "../../core/auth/password-strength.ts";
import { hashPassword, verifyPassword } from "../../core/auth/passwords.ts";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { findUserById } from "../../core/users/user-queries.ts";
import { passwordChangedMessage } from "./password-reset-email.ts";
import { revokeEverySession } from "./session-tokens.ts";

/**
 * Changes the password of a signed-in user who proves the current one. Every other session ends
 * (refresh tokens blacklisted, access tokens refused); the session that asked keeps working, so the
 * user is not thrown out of the page they are on. A notice goes to the address on the account.
 */
export async function changePassword(
  ctx: AppContext,
  session: { userId: number; sessionId: string },
  input: { current_password: string; password: string },
): Promise<TPasswordChangeResponse> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw AppError.unauthorized();
  if (!user.password_hash) throw AppError.fields({ current_password: [PASSWORD_MESSAGES.noCurrent] });
  if (!(await verifyPassword(user.password_hash, input.current_password)))
    throw AppError.fields({ current_password: [PASSWORD_MESSAGES.currentWrong] });
  await assertStrongPassword(input.password, {
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    username: user.username,
  });
  const passwordHash = await hashPassword(input.password);
  const signedOut = await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash, updated_at: new Date() }).where("id", "=", user.id).execute();
    return revokeEverySession(ctx, trx, { userId: user.id, reason: "password_change", exceptSessionId: session.sessionId });
  });
  await ctx.mailer.send(
    passwordChangedMessage({
      publicUrl: ctx.config.PUBLIC_URL,
      to: user.email,
      firstName: user.first_name,
      language: user.language,
      signedOut: "others",
    }),
  );
  return { detail: PASSWORD_MESSAGES.changed, signed_out_sessions: signedOut };
}
