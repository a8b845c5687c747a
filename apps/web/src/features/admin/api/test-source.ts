import type { TSourceId, TSourceTestResult } from "@radar/contract/sources";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sourcesKey } from "./get-sources";

/** POST /api/admin/sources/{id}/test/: one cheap real call (it spends one unit of the source's quota). */
export function testSource(id: TSourceId): Promise<TSourceTestResult> {
  return api.post<TSourceTestResult>(`/admin/sources/${id}/test/`);
}

export function useTestSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testSource,
    // The call moved the quota and the last success or error.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sourcesKey }),
  });
}
