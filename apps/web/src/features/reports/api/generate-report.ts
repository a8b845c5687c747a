import type { TGenerateReportRequest, TGenerateReportResponse } from "@radar/contract/reports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { applyCreditsRemaining } from "@/lib/credits-cache";
import { reportListsKey } from "./get-reports";

export function generateReport(body: TGenerateReportRequest): Promise<TGenerateReportResponse> {
  return api.post<TGenerateReportResponse>("/reports/generate/", body);
}

/**
 * A fresh key for one order. A retry or a second click sends the same key, and the server makes one
 * report and charges once. getRandomValues works on plain-http hosts too, where randomUUID does not.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `report-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** Orders a report; the lists reload (the new row follows its status) and the top bar takes credits_remaining. */
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
