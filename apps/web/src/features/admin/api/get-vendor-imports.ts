import type { TVendorImport, TVendorImportList } from "@radar/contract/sources";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const vendorImportsKey = ["admin", "vendor-imports"] as const;

/** While an import is queued or running, its progress is asked for this often. */
export const IMPORT_POLL_MS = 3_000;

const ACTIVE: ReadonlySet<TVendorImport["status"]> = new Set(["queued", "running"]);

export function isActiveImport(vendorImport: TVendorImport): boolean {
  return ACTIVE.has(vendorImport.status);
}

/** GET /api/admin/sources/imports/: the latest vendor imports with their progress. */
export function getVendorImports(signal?: AbortSignal): Promise<TVendorImportList> {
  return api.get<TVendorImportList>("/admin/sources/imports/", { signal });
}

export function vendorImportsQuery() {
  return queryOptions({
    queryKey: vendorImportsKey,
    queryFn: ({ signal }) => getVendorImports(signal),
    refetchInterval: (query) => (query.state.data?.imports.some(isActiveImport) ? IMPORT_POLL_MS : false),
  });
}

export function useVendorImports() {
  return useQuery(vendorImportsQuery());
}
