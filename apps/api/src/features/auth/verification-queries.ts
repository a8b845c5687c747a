import type { Transaction } from "kysely";
import type { DB } from "../../core/db/schema.ts";

/** The link's token row, held until the transaction ends so one link verifies once. */
export function lockVerificationToken(trx: Transaction<DB>, tokenHash: string) {
  return trx.selectFrom("email_verification_tokens").selectAll().where("token_hash", "=", tokenHash).forUpdate().executeTakeFirst();
}

/** Spends the token and marks its user's address verified; answers that address. */
export async function spendVerificationToken(trx: Transaction<DB>, tokenId: number, userId: number): Promise<string> {
  const now = new Date();
  await trx.updateTable("email_verification_tokens").set({ used_at: now }).where("id", "=", tokenId).execute();
  const user = await trx
    .updateTable("users")
    .set({ is_email_verified: true, updated_at: now })
    .where("id", "=", userId)
    .returning("email")
    .executeTakeFirstOrThrow();
  return user.email;
}
