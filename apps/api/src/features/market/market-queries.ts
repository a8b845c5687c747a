import { SEARCH_CHARGE_WINDOW_MINUTES } from "@radar/contract/search";
import { type Insertable, type Selectable, sql, type Transaction } from "kysely";
import type { DB, MarketFetchesTable } from "../../core/db/schema.ts";

export type MarketFetchRow = Selectable<MarketFetchesTable>;

/**
 * Holds a workspace's market searches (all its members') to one at a time until `trx` ends, so a
 * balance checked stays there to charge: the credits are shared.
 */
export async function lockWorkspaceMarketSearch(trx: Transaction<DB>, workspaceId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`market-search:${workspaceId}`}))`.execute(trx);
}

/** The page of this search the workspace (any member) already paid for within the charge window, if any. */
export function findKeptFetch(trx: Transaction<DB>, workspaceId: string, filtersKey: string, page: number) {
  return trx
    .selectFrom("market_fetches")
    .selectAll()
    .where("workspace_id", "=", workspaceId)
    .where("filters_key", "=", filtersKey)
    .where("page", "=", page)
    .where(sql<boolean>`fetched_at > now() - make_interval(mins => ${SEARCH_CHARGE_WINDOW_MINUTES})`)
    .orderBy("fetched_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

export function storeFetch(trx: Transaction<DB>, row: Insertable<MarketFetchesTable>) {
  return trx.insertInto("market_fetches").values(row).returningAll().executeTakeFirstOrThrow();
}
