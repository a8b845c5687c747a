import type { TTablePage, TTableResource } from "@radar/contract/admin";
import { api } from "@/lib/api-client";

/** Query parameters of the generic table helper (SPEC §7): filters, ordering, offset, limit, select. */
export type TableParams = Record<string, string | number | undefined>;

/** GET /api/admin/tables/{resource}/ — blank filters are left out, as the spec's helper drops them. */
export function getTablePage<Row>(resource: TTableResource, params: TableParams, signal?: AbortSignal): Promise<TTablePage<Row>> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") query[key] = value;
  return api.get<TTablePage<Row>>(`/admin/tables/${resource}/`, { query, signal });
}

export const ADMIN_PAGE_SIZE = 20;
