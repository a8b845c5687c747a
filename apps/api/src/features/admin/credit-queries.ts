import type { Transaction } from "kysely";
import type { Executor } from "../../core/db/database.ts";
import type { DB } from "../../core/db/schema.ts";

/** Holds the user's row for the rest of the transaction; false when there is no such user. */
export async function lockUserRow(trx: Transaction<DB>, userId: number): Promise<boolean> {
  return (await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirst()) !== undefined;
}

export async function userExists(db: Executor, userId: number): Promise<boolean> {
  return (await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst()) !== undefined;
}
