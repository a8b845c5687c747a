import type { TLoginResponse } from "@radar/contract/auth";
import type { AppContext } from "../../core/context.ts";
import { toUserDto, type UserRow } from "../../core/users/user-dto.ts";

/** Issues an access token and a recorded refresh token for a user who has just proven who they are. */
export async function issueSession(ctx: AppContext, user: UserRow): Promise<TLoginResponse> {
  const access = await ctx.tokens.signAccess({ userId: user.id, role: user.role });
  const refresh = await ctx.tokens.signRefresh(user.id);
  await ctx.db.insertInto("refresh_tokens").values({ jti: refresh.jti, user_id: user.id, expires_at: refresh.expiresAt }).execute();
  return { access, refresh: refresh.token, user: toUserDto(user) };
}
