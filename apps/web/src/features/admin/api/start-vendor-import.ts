import type { TVendorImport, TVendorImportRequest } from "@radar/contract/sources";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sourcesKey } from "./get-sources";
import { vendorImportsKey } from "./get-vendor-imports";

/** POST /api/admin/sources/imports/: queues a vendor import (202); its progress shows in the imports list. */
export function startVendorImport(body: TVendorImportRequest): Promise<TVendorImport> {
  return api.post<TVendorImport>("/admin/sources/imports/", body);
}

export function useStartVendorImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startVendorImport,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: vendorImportsKey }), queryClient.invalidateQueries({ queryKey: sourcesKey })]),
  });
}
