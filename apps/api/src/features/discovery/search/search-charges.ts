import { SEARCH_CHARGE_WINDOW_MINUTES } from "@radar/contract/search";
import { sql } from "kysely";
import { chargeCredits, getBalance } from "../../../core/credits/ledger.ts";
import type { Database } from "../../../core/db/database.ts";
import type { WorkspaceScope } from "../../../core/workspaces/current-workspace.ts";

/**
 * Charges a search once per distinct set of filters per workspace: the same filters again within the
 * window (another page, another order, a repeated click, or a colleague running the same search)
 * cost nothing — the credits are the workspace's, so is the charge. An advisory lock on
 * (workspace, filters) makes identical concurrent searches queue here, so only the first one pays;
 * the ledger row and the charge row record the member who paid. Returns the workspace's balance
 * after the search. Throws InsufficientCreditsError (402) and charges nothing when it is too low.
 */
export async function chargeSearchOnce(db: Database, scope: WorkspaceScope, filtersHash: string, cost: number): Promise<number> {
  const { workspaceId, userId } = scope;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`search-charge:${workspaceId}:${filtersHash}`}))`.execute(trx);
    const recent = await trx
      .selectFrom("search_charges")
      .select("id")
      .where("workspace_id", "=", workspaceId)
      .where("query_hash", "=", filtersHash)
      .where(sql<boolean>`charged_at > now() - make_interval(mins => ${SEARCH_CHARGE_WINDOW_MINUTES})`)
      .executeTakeFirst();
    if (recent) return getBalance(trx, workspaceId);
    const charge = await chargeCredits(trx, {
      workspaceId,
      userId,
      amount: cost,
      reason: "search",
      reference: `search:${filtersHash.slice(0, 16)}`,
      // A second guard at the ledger: one charge per filters per window-sized bucket.
      idempotencyKey: `search:${filtersHash}:${Math.floor(Date.now() / (SEARCH_CHARGE_WINDOW_MINUTES * 60_000))}`,
    });
    await trx
      .insertInto("search_charges")
      .values({ workspace_id: workspaceId, user_id: userId, query_hash: filtersHash, cost, ledger_entry_id: charge.entryId })
      .execute();
    return charge.balance;
  });
}
