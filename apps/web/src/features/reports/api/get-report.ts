import { isReportFinished, REPORT_POLL_INTERVAL_MS, type TReport } from "@radar/contract/reports";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { useEventStreamLive } from "@/lib/event-stream";

export function getReport(id: number, signal?: AbortSignal): Promise<TReport> {
  return api.get<TReport>(`/reports/${id}/`, { signal });
}

export const reportKey = (userId: number, id: number) => ["reports", userId, "one", id] as const;

/**
 * A report that is not finished is read again when the event stream says its status changed
 * (use-live-report.ts). While the stream is down it is polled every 3 seconds instead (SPEC §4/§9),
 * until it is completed or failed. Starts from the row the list gave.
 */
export function useReportStatus(report: TReport) {
  const user = useCurrentUser();
  const live = useEventStreamLive();
  return useQuery({
    queryKey: reportKey(user?.id ?? 0, report.id),
    queryFn: ({ signal }) => getReport(report.id, signal),
    initialData: report,
    // The list's row is as fresh as the list: polling starts after one interval.
    initialDataUpdatedAt: Date.now(),
    staleTime: REPORT_POLL_INTERVAL_MS,
    enabled: user !== null && !isReportFinished(report.status),
    refetchInterval: (query) => (live || (query.state.data && isReportFinished(query.state.data.status)) ? false : REPORT_POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
  });
}
