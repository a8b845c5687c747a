import type { TVendorImport } from "@radar/contract/sources";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { vendorImportsKey } from "./get-vendor-imports";

/** POST /api/admin/sources/imports/{id}/resume/: a failed import goes on from the page it reached. */
export function resumeVendorImport(id: number): Promise<TVendorImport> {
  return api.post<TVendorImport>(`/admin/sources/imports/${id}/resume/`);
}

export function useResumeVendorImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeVendorImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorImportsKey }),
  });
}
