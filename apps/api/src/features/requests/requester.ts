import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";

/**
 * Whether the caller is an admin now. Read from the database rather than trusted from the token, so
 * a demoted admin cannot keep answering requests until the access token expires.
 */
export async function isAdmin(ctx: AppContext, userId: number): Promise<boolean> {
  const row = await ctx.db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirst();
  return row?.role === "admin";
}

export async function assertAdmin(ctx: AppContext, userId: number, detail?: string): Promise<void> {
  if (!(await isAdmin(ctx, userId))) throw AppError.forbidden(detail);
}
