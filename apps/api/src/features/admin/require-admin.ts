import type { FastifyReply, FastifyRequest } from "fastify";
import { authenticate } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { currentRole } from "../../core/users/user-queries.ts";

/**
 * Every admin endpoint: 401 without a valid token, 403 for anyone whose account is not an admin now.
 * The role is read from the database, not only from the token, so a demoted admin loses access at
 * once rather than when the access token expires. Runs on `onRequest`, before the input is checked,
 * so an anonymous caller always gets 401 and learns nothing from validation messages.
 */
export function requireAdmin(ctx: AppContext) {
  const requireUser = authenticate(ctx.tokens);
  return async function adminOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireUser(request, reply);
    const userId = request.auth?.userId;
    if (userId === undefined) throw AppError.unauthorized();
    const role = await currentRole(ctx.db, userId);
    if (!role) throw AppError.unauthorized("User not found", "user_not_found");
    if (role !== "admin") throw AppError.forbidden();
  };
}
