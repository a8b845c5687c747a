import { REQUEST_MSG, type TRequestListQueryParsed } from "@radar/contract/requests";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import { withCustomers } from "./request-customer.ts";
import type { CampaignRow, ComparisonRow } from "./request-dto.ts";
import { requestRefusal } from "./request-refusal.ts";

/**
 * What every kind of request does the same way, given its table and how a row is answered (SPEC §7):
 * a member sees their workspace's, newest first, and another workspace's id reads as missing (404); any
 * member deletes while it is pending (else 409); an admin lists, filters and reads anyone's, with the customer.
 */
export type RequestStore<Row, Dto> = {
  table: "campaign_requests" | "comparison_requests";
  toDto: (row: Row) => Dto;
};

type Page = Pick<TRequestListQueryParsed, "status" | "limit" | "offset">;
type AnyRow = CampaignRow | ComparisonRow;

// Both tables share these columns; the store's own row type is restored by the caller's toDto.
const rowsOf = <Row>(rows: AnyRow[]) => rows as Row[];

export async function listWorkspaceRequests<Row, Dto>(
  ctx: AppContext,
  store: RequestStore<Row, Dto>,
  scope: WorkspaceScope,
): Promise<Dto[]> {
  const rows = await ctx.db
    .selectFrom(store.table)
    .selectAll()
    .where("workspace_id", "=", scope.workspaceId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rowsOf<Row>(rows).map(store.toDto);
}

export async function getWorkspaceRequest<Row, Dto>(
  ctx: AppContext,
  store: RequestStore<Row, Dto>,
  scope: WorkspaceScope,
  id: number,
): Promise<Dto> {
  const row = await ctx.db
    .selectFrom(store.table)
    .selectAll()
    .where("id", "=", id)
    .where("workspace_id", "=", scope.workspaceId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound(REQUEST_MSG.notFound);
  return store.toDto(row as Row);
}

export async function deleteWorkspaceRequest<Row, Dto>(
  ctx: AppContext,
  store: RequestStore<Row, Dto>,
  scope: WorkspaceScope,
  id: number,
): Promise<void> {
  const row = await ctx.db
    .deleteFrom(store.table)
    .where("id", "=", id)
    .where("workspace_id", "=", scope.workspaceId)
    .where("status", "=", "pending")
    .returning("id")
    .executeTakeFirst();
  if (!row) throw await requestRefusal(ctx, store.table, scope.workspaceId, id);
}

export async function listAllRequests<Row extends { user_id: number }, Dto>(
  ctx: AppContext,
  store: RequestStore<Row, Dto>,
  page: Page,
): Promise<Dto[]> {
  let query = ctx.db.selectFrom(store.table).selectAll();
  if (page.status) query = query.where("status", "=", page.status);
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(page.limit).offset(page.offset).execute();
  return withCustomers(ctx, rowsOf<Row>(rows), store.toDto);
}

export async function getAnyRequest<Row extends { user_id: number }, Dto>(
  ctx: AppContext,
  store: RequestStore<Row, Dto>,
  id: number,
): Promise<Dto> {
  const row = await ctx.db.selectFrom(store.table).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw AppError.notFound(REQUEST_MSG.notFound);
  return answeredWithCustomer(ctx, store, row as Row);
}

/** One row as an admin sees it: with who sent it. */
export async function answeredWithCustomer<Row extends { user_id: number }, Dto>(
  ctx: AppContext,
  store: RequestStore<Row, Dto>,
  row: Row,
): Promise<Dto> {
  const [dto] = await withCustomers(ctx, [row], store.toDto);
  return dto as Dto;
}
