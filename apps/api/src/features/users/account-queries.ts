import type { TLanguage } from "@radar/contract/constants";
import type { Executor } from "../../core/db/database.ts";
import type { UserRow } from "../../core/users/user-dto.ts";

/** Undefined when there is no such user; a taken username throws the unique violation. */
export function updateUserNames(
  db: Executor,
  userId: number,
  names: { first_name: string; last_name: string; username: string },
): Promise<UserRow | undefined> {
  return db
    .updateTable("users")
    .set({ ...names, updated_at: new Date() })
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirst();
}

export async function updateUserLanguage(db: Executor, userId: number, language: TLanguage): Promise<void> {
  await db.updateTable("users").set({ language, updated_at: new Date() }).where("id", "=", userId).execute();
}

/** Points the user at the new avatar file and answers the previous one's path (null when none). */
export async function replaceAvatarPath(db: Executor, userId: number, path: string): Promise<string | null> {
  const previous = await db.selectFrom("users").select("avatar_path").where("id", "=", userId).executeTakeFirst();
  await db.updateTable("users").set({ avatar_path: path, updated_at: new Date() }).where("id", "=", userId).execute();
  return previous?.avatar_path ?? null;
}
