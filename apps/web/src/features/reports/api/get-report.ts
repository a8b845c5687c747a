import { isReportFinished, REPORT_POLL_INTERVAL_MS, type TReport } from "@radar/contract/reports";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";

export function getReport(id: number, signal?: AbortSignal): Promise<TReport> {
  return api.get<TReport>(`/reports/${id}/`, { signal });
}

/**
 * SPEC §4/§9: a report that is not finished is polled every 3 seconds (GET /reports/{id}/) until
 * it is completed or failed. Starts from the row the list gave.
 */
export function useReportStatus(report: TReport) {
  const user = useCurrentUser();
  return useQuery({
    queryKey: ["reports", user?.id ?? 0, "one", report.id],
    queryFn: ({ signal }) => getReport(report.id, signal),
    initialData: report,
    // The list's row is as fresh as the list: polling starts after one interval.
    initialDataUpdatedAt: Date.now(),
    staleTime: REPORT_POLL_INTERVAL_MS,
    enabled: user !== null && !isReportFinished(report.status),
    refetchInterval: (query) => (query.state.data && isReportFinished(query.state.data.status) ? false : REPORT_POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
  });
}
