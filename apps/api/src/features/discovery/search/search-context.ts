import { SEARCH_CHARGE_WINDOW_MINUTES } from "@radar/contract/search";
import { sql } from "kysely";
import { balanceValue } from "../../../core/credits/ledger.ts";
import type { Database } from "../../../core/db/database.ts";
import { currentPlanValue } from "../../../core/subscriptions/current-subscription.ts";
import { type IndexState, type StateRow, stateColumns, toIndexState } from "./index-state.ts";

/** Everything a search reads before it runs, fetched in one round trip (see readSearchContext). */
export interface SearchContext {
  /** The current plan's search cost; null without a current subscription (403). */
  searchCost: number | null;
  /** Whether the workspace (any member) paid for these filters within the charge window (then they are free again). */
  paid: boolean;
  /** The balance before this search: what a free search (paid already, or nothing found) answers with. */
  balance: number;
  /** Whether the workspace keeps a saved search of these filters: then this search is its run. */
  saved: boolean;
  state: IndexState;
}

interface ContextRow extends StateRow {
  search_cost: string | null;
  balance: string | null;
  paid: boolean;
  saved: boolean;
}

/**
 * The plan's search cost (core's current-plan subquery, as currentPlanCosts reads it), whether the same
 * filters were paid for within the window (as the charge does), the balance (the ledger's balance subquery), whether a saved
 * search has these filters, the index version, the platform's stats and the cached total (as readIndexState): one
 * statement instead of three — round trips are most of the cost of a search whose total is already known.
 */
export async function readSearchContext(
  db: Database,
  input: { workspaceId: string; filtersHash: string; totalKey: string; platform: string },
): Promise<SearchContext> {
  const { rows } = await sql<ContextRow>`
    SELECT
      ${currentPlanValue(input.workspaceId, "search_cost")} AS search_cost,
      EXISTS (SELECT 1 FROM search_charges c
        WHERE c.workspace_id = ${input.workspaceId}::bigint AND c.query_hash = ${input.filtersHash}
          AND c.charged_at > now() - make_interval(mins => ${SEARCH_CHARGE_WINDOW_MINUTES})) AS paid,
      ${balanceValue(input.workspaceId)} AS balance,
      EXISTS (SELECT 1 FROM saved_searches s
        WHERE s.workspace_id = ${input.workspaceId}::bigint AND s.filters_hash = ${input.filtersHash}) AS saved,
      ${stateColumns(input.totalKey)}
    FROM discovery_index_state ist
    LEFT JOIN discovery_platform_stats ips ON ips.platform = ${input.platform}`.execute(db);
  const row = rows[0];
  return {
    searchCost: row?.search_cost == null ? null : Number(row.search_cost),
    paid: row?.paid === true,
    balance: Number(row?.balance ?? 0),
    saved: row?.saved === true,
    state: toIndexState(rows),
  };
}
