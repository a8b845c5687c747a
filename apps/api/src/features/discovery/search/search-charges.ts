import { SEARCH_CHARGE_WINDOW_MINUTES } from "@radar/contract/search";
import { sql } from "kysely";
import { chargeCredits, getBalance } from "../../../core/credits/ledger.ts";
import type { Database } from "../../../core/db/database.ts";

/**
 * Charges a search once per distinct set of filters: the same filters again within the window
 * (another page, another order, a repeated click) cost nothing. An advisory lock on
 * (user, filters) makes identical concurrent searches queue here, so only the first one pays.
 * Returns the balance after the search. Throws InsufficientCreditsError (402) and charges
 * nothing when the balance is too low.
 */
/**
 * The balance when these filters were paid for within the window, else null. Most searches are
 * another page or order of a search already paid for: this answers them without taking a lock.
 */
export async function balanceIfPaid(db: Database, userId: number, filtersHash: string): Promise<number | null> {
  const paid = await sql<{ balance: string | null }>`
    SELECT (SELECT balance FROM credit_accounts WHERE user_id = ${userId}) AS balance
    FROM search_charges
    WHERE user_id = ${userId} AND query_hash = ${filtersHash} AND charged_at > now() - make_interval(mins => ${SEARCH_CHARGE_WINDOW_MINUTES})
    LIMIT 1`.execute(db);
  return paid.rows[0] ? Number(paid.rows[0].balance ?? 0) : null;
}

export async function chargeSearchOnce(db: Database, userId: number, filtersHash: string, cost: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`search-charge:${userId}:${filtersHash}`}))`.execute(trx);
    const recent = await trx
      .selectFrom("search_charges")
      .select("id")
      .where("user_id", "=", userId)
      .where("query_hash", "=", filtersHash)
      .where(sql<boolean>`charged_at > now() - make_interval(mins => ${SEARCH_CHARGE_WINDOW_MINUTES})`)
      .executeTakeFirst();
    if (recent) return getBalance(trx, userId);
    const charge = await chargeCredits(trx, {
      userId,
      amount: cost,
      reason: "search",
      reference: `search:${filtersHash.slice(0, 16)}`,
      // A second guard at the ledger: one charge per filters per window-sized bucket.
      idempotencyKey: `search:${filtersHash}:${Math.floor(Date.now() / (SEARCH_CHARGE_WINDOW_MINUTES * 60_000))}`,
    });
    await trx
      .insertInto("search_charges")
      .values({ user_id: userId, query_hash: filtersHash, cost, ledger_entry_id: charge.entryId })
      .execute();
    return charge.balance;
  });
}
