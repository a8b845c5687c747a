import type { TLoginResponse, TTokenPair } from "@radar/contract/auth";
import type { TLanguage } from "@radar/contract/constants";
import { ERROR_CODE } from "@radar/contract/error-codes";
import { assertStrongPassword } from "../../core/auth/password-strength.ts";
import { hashPassword, verifyPassword } from "../../core/auth/passwords.ts";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { availableUsername, findUserByEmail, findUserById, insertUser, isUniqueViolation } from "../../core/users/user-queries.ts";
import { issueSession, revokeSession, rotateRefreshToken, sessionOfRefreshToken } from "./session-tokens.ts";
import { createVerificationToken, hashToken, sendVerificationEmail } from "./verification-email.ts";
import { lockVerificationToken, spendVerificationToken } from "./verification-queries.ts";

export const AUTH_MESSAGES = {
  emailTaken: "An account with this email already exists.",
  badCredentials: "No active account found with the given credentials",
  emailNotVerified: "email not verified. Please verify your email before logging in.",
  resendAnswer: "If an account with this email exists and is not yet verified, a verification email has been sent.",
  verified: "Email verified successfully.",
  invalidLink: "Invalid verification link.",
  usedLink: "This verification link has already been used.",
  expiredLink: "This verification link has expired. Please request a new one.",
  tokenInvalid: "Token is invalid or expired",
  tokenBlacklisted: "Token is blacklisted",
  loggedOut: "Successfully logged out.",
  registered: "Account created. Please check your email to verify your account.",
} as const;

export async function registerUser(
  ctx: AppContext,
  input: { email: string; password: string; first_name: string; last_name: string; language: TLanguage },
): Promise<{ detail: string; email: string }> {
  await assertStrongPassword(input.password, { email: input.email, firstName: input.first_name, lastName: input.last_name });
  if (await findUserByEmail(ctx.db, input.email)) throw AppError.fields({ email: [AUTH_MESSAGES.emailTaken] }, ERROR_CODE.emailTaken);
  const passwordHash = await hashPassword(input.password);
  let created: { userId: number; token: string };
  try {
    created = await ctx.db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        email: input.email,
        username: await availableUsername(trx, input.email),
        first_name: input.first_name,
        last_name: input.last_name,
        password_hash: passwordHash,
        language: input.language,
        terms_accepted_at: new Date(),
      });
      return { userId: user.id, token: await createVerificationToken(trx, user.id) };
    });
  } catch (error) {
    // Two registrations of the same address racing each other: the unique index decides.
    if (isUniqueViolation(error, "users_email_key")) throw AppError.fields({ email: [AUTH_MESSAGES.emailTaken] }, ERROR_CODE.emailTaken);
    throw error;
  }
  await sendVerificationEmail(ctx, { email: input.email, first_name: input.first_name, language: input.language }, created.token);
  return { detail: AUTH_MESSAGES.registered, email: input.email };
}

/**
 * Answers the same whether or not the address exists, so it cannot be used to probe for accounts.
 * The mail is in the account's language (the one it was registered in, or chosen since).
 */
export async function resendVerification(ctx: AppContext, email: string): Promise<{ detail: string }> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.is_email_verified) {
    const token = await createVerificationToken(ctx.db, user.id);
    await sendVerificationEmail(ctx, user, token);
  }
  return { detail: AUTH_MESSAGES.resendAnswer };
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<{ detail: string; email: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockVerificationToken(trx, hashToken(token));
    if (!row) throw AppError.badRequest(AUTH_MESSAGES.invalidLink, "invalid_token");
    if (row.used_at) throw AppError.badRequest(AUTH_MESSAGES.usedLink, "token_used");
    if (row.expires_at.getTime() <= Date.now()) throw AppError.badRequest(AUTH_MESSAGES.expiredLink, "token_expired");
    const email = await spendVerificationToken(trx, row.id, row.user_id);
    return { detail: AUTH_MESSAGES.verified, email };
  });
}

export async function login(ctx: AppContext, email: string, password: string): Promise<TLoginResponse> {
  const user = await findUserByEmail(ctx.db, email);
  const valid = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !valid) throw AppError.unauthorized(AUTH_MESSAGES.badCredentials, "invalid_credentials");
  if (!user.is_email_verified) throw AppError.unauthorized(AUTH_MESSAGES.emailNotVerified, "email_not_verified");
  return issueSession(ctx, user);
}

/**
 * Exchanges a refresh token for a new pair (session-tokens.ts: rotation with reuse detection). A
 * replayed, already rotated token answers like a blacklisted one — and has ended its session.
 */
export async function refreshSession(ctx: AppContext, token: string): Promise<TTokenPair> {
  const claims = await ctx.tokens.verifyRefresh(token);
  if (!claims) throw AppError.unauthorized(AUTH_MESSAGES.tokenInvalid, ERROR_CODE.tokenNotValid);
  const user = await findUserById(ctx.db, claims.userId);
  if (!user) throw AppError.unauthorized(AUTH_MESSAGES.tokenInvalid, ERROR_CODE.tokenNotValid);
  const outcome = await rotateRefreshToken(ctx, user, claims.jti);
  if (outcome.kind === "rotated") return outcome.tokens;
  if (outcome.kind === "reused") ctx.logger.warn({ userId: user.id }, "a rotated refresh token was presented again: session revoked");
  if (outcome.kind === "invalid") throw AppError.unauthorized(AUTH_MESSAGES.tokenInvalid, ERROR_CODE.tokenNotValid);
  throw AppError.unauthorized(AUTH_MESSAGES.tokenBlacklisted, ERROR_CODE.tokenBlacklisted);
}

/**
 * Ends the refresh token's session: every refresh token of it, and the access tokens issued with
 * them, stop working at once. Idempotent: logging out with an already blacklisted (but genuine)
 * token still succeeds.
 */
export async function logout(ctx: AppContext, token: string): Promise<{ detail: string }> {
  const claims = await ctx.tokens.verifyRefresh(token);
  if (!claims) throw AppError.unauthorized(AUTH_MESSAGES.tokenInvalid, ERROR_CODE.tokenNotValid);
  const sessionId = await sessionOfRefreshToken(ctx, claims.userId, claims.jti);
  if (sessionId) await revokeSession(ctx, ctx.db, { sessionId, userId: claims.userId, reason: "logout" });
  return { detail: AUTH_MESSAGES.loggedOut };
}
