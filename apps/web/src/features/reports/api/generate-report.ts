import type { TGenerateReportRequest, TGenerateReportResponse } from "@radar/contract/reports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { applyCreditsRemaining } from "@/lib/credits-cache";
import { reportListsKey } from "./get-reports";

export function generateReport(body: TGenerateReportRequest): Promise<TGenerateReportResponse> {
  return api.post<TGenerateReportResponse>("/reports/generate/", body);
}

/** Orders a report; the lists reload (the new row starts polling) and the top bar takes credits_remaining. */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: generateReport,
    onSuccess: (result) => {
      applyCreditsRemaining(queryClient, result.credits_remaining);
      return queryClient.invalidateQueries({ queryKey: reportListsKey(user?.id ?? 0) });
    },
  });
}
