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
