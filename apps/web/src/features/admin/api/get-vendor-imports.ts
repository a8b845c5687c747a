import type { TVendorImport, TVendorImportList } from "@radar/contract/sources";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useEventStreamLive, useServerEvents } from "@/lib/event-stream";

export const vendorImportsKey = ["admin", "vendor-imports"] as const;

/** While an import is queued or running and the event stream is down, its progress is asked for this often. */
export const IMPORT_POLL_MS = 3_000;

const ACTIVE: ReadonlySet<TVendorImport["status"]> = new Set(["queued", "running"]);

export function isActiveImport(vendorImport: TVendorImport): boolean {
  return ACTIVE.has(vendorImport.status);
}

/** GET /api/admin/sources/imports/: the latest vendor imports with their progress. */
export function getVendorImports(signal?: AbortSignal): Promise<TVendorImportList> {
  return api.get<TVendorImportList>("/admin/sources/imports/", { signal });
}

export function vendorImportsQuery(poll = true) {
  return queryOptions({
    queryKey: vendorImportsKey,
    queryFn: ({ signal }) => getVendorImports(signal),
    refetchInterval: (query) => (poll && query.state.data?.imports.some(isActiveImport) ? IMPORT_POLL_MS : false),
  });
}

/**
 * The vendor imports, read again as each one progresses (the server's `vendor_import` events reach
 * admins) or after the stream reconnects; polled only while the stream is down.
 */
export function useVendorImports() {
  const queryClient = useQueryClient();
  const live = useEventStreamLive();
  useServerEvents((event) => {
    if (event.type === "vendor_import" || event.type === "ready") void queryClient.invalidateQueries({ queryKey: vendorImportsKey });
  });
  return useQuery(vendorImportsQuery(!live));
}
