import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { currentRole } from "../../core/users/user-queries.ts";

/** Whether the caller is an admin now (see currentRole: the database decides, not the token). */
export async function isAdmin(ctx: AppContext, userId: number): Promise<boolean> {
  return (await currentRole(ctx.db, userId)) === "admin";
}

export async function assertAdmin(ctx: AppContext, userId: number, detail?: string): Promise<void> {
  if (!(await isAdmin(ctx, userId))) throw AppError.forbidden(detail);
}
