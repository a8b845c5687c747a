import { randomUUID } from "node:crypto";
import type { TLoginResponse, TTokenPair } from "@radar/contract/auth";
import type { Kysely } from "kysely";
import type { RevocationReason } from "../../core/auth/session-revocations.ts";
import type { AppContext } from "../../core/context.ts";
import type { DB } from "../../core/db/schema.ts";
import { toUserDto, type UserRow } from "../../core/users/user-dto.ts";

/**
 * Issues an access token and a recorded refresh token for a user who has just proven who they are.
 * The login begins a session: a family of refresh tokens that every rotation continues.
 */
export async function issueSession(ctx: AppContext, user: UserRow): Promise<TLoginResponse> {
  const sessionId = randomUUID();
  const access = await ctx.tokens.signAccess({ userId: user.id, role: user.role, sessionId });
  const refresh = await ctx.tokens.signRefresh(user.id);
  await ctx.db
    .insertInto("refresh_tokens")
    .values({ jti: refresh.jti, user_id: user.id, expires_at: refresh.expiresAt, family_id: sessionId })
    .execute();
  return { access, refresh: refresh.token, user: toUserDto(user) };
}

export type RotationOutcome =
  | { kind: "rotated"; tokens: TTokenPair }
  /** Unknown to us, or blacklisted by a logout. */
  | { kind: "invalid" | "blacklisted" }
  /** Already rotated once: someone else holds it too, and the whole session has been revoked. */
  | { kind: "reused" };

/**
 * Rotation with reuse detection (RFC 9700 §4.14.2). The presented token's row is locked; a live one
 * is blacklisted and replaced within the same session. A token that was already replaced means two
 * parties hold it — the user and a thief, and nobody can tell which is which — so the whole session
 * is revoked: every refresh token of the family and, through the revocation list, its access tokens.
 */
export async function rotateRefreshToken(ctx: AppContext, user: UserRow, jti: string): Promise<RotationOutcome> {
  const next = await ctx.tokens.signRefresh(user.id);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("refresh_tokens")
      .select(["family_id", "blacklisted_at", "replaced_by"])
      .where("jti", "=", jti)
      .where("user_id", "=", user.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { kind: "invalid" };
    if (row.blacklisted_at) {
      if (!row.replaced_by) return { kind: "blacklisted" };
      await revokeSession(ctx, trx, { sessionId: row.family_id, userId: user.id, reason: "reuse" });
      return { kind: "reused" };
    }
    await trx.updateTable("refresh_tokens").set({ blacklisted_at: new Date(), replaced_by: next.jti }).where("jti", "=", jti).execute();
    await trx
      .insertInto("refresh_tokens")
      .values({ jti: next.jti, user_id: user.id, expires_at: next.expiresAt, family_id: row.family_id })
      .execute();
    const access = await ctx.tokens.signAccess({ userId: user.id, role: user.role, sessionId: row.family_id });
    return { kind: "rotated", tokens: { access, refresh: next.token } };
  });
}

/** Ends a session: its refresh tokens are blacklisted and its access tokens stop working at once. */
export async function revokeSession(
  ctx: AppContext,
  executor: Kysely<DB>,
  session: { sessionId: string; userId: number; reason: RevocationReason },
): Promise<void> {
  await executor
    .updateTable("refresh_tokens")
    .set({ blacklisted_at: new Date() })
    .where("family_id", "=", session.sessionId)
    .where("blacklisted_at", "is", null)
    .execute();
  await ctx.tokens.revocations.revoke(executor, session);
}

/** The session a refresh token belongs to, or null for a token we never issued. */
export async function sessionOfRefreshToken(ctx: AppContext, userId: number, jti: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom("refresh_tokens")
    .select("family_id")
    .where("jti", "=", jti)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.family_id ?? null;
}

/**
 * Ends every live session of a user (a password reset), or every one but `exceptSessionId` (a
 * password change, where the device that made it stays signed in): each family that still has a
 * usable refresh token is revoked, so its access tokens stop working too. Revoked last, inside the
 * caller's transaction, because the revocation list applies it in this process at once.
 */
export async function revokeEverySession(
  ctx: AppContext,
  executor: Kysely<DB>,
  options: { userId: number; reason: RevocationReason; exceptSessionId?: string },
): Promise<number> {
  let query = executor
    .updateTable("refresh_tokens")
    .set({ blacklisted_at: new Date() })
    .where("user_id", "=", options.userId)
    .where("blacklisted_at", "is", null)
    .where("expires_at", ">", new Date());
  if (options.exceptSessionId) query = query.where("family_id", "<>", options.exceptSessionId);
  const families = await query.returning("family_id").execute();
  const sessionIds = new Set(families.map((row) => row.family_id));
  for (const sessionId of sessionIds)
    await ctx.tokens.revocations.revoke(executor, { sessionId, userId: options.userId, reason: options.reason });
  return sessionIds.size;
}
