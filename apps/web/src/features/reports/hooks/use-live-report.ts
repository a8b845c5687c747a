import { isReportFinished, type TReport } from "@radar/contract/reports";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/lib/auth-storage";
import { reloadCredits } from "@/lib/credits-cache";
import { useServerEvents } from "@/lib/event-stream";
import { toast } from "@/lib/toast";
import { reportKey, useReportStatus } from "../api/get-report";
import { reportListsKey } from "../api/get-reports";

/**
 * A report row as it is now: read again as soon as the server says its status changed (or polled
 * while the event stream is down). When it finishes in front of the user, a toast says so, the lists
 * reload, and a failure (refunded on the server) reloads the credits.
 */
export function useLiveReport(report: TReport): TReport {
  const { t } = useTranslation("reports");
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { data } = useReportStatus(report);
  const live = data ?? report;
  const wasFinished = useRef(isReportFinished(report.status));
  const userId = user?.id ?? 0;

  useServerEvents(
    (event) => {
      // 'ready' follows a reconnection: a change may have been missed while the stream was down.
      const aboutThis = (event.type === "report" && event.id === report.id && event.status !== live.status) || event.type === "ready";
      if (aboutThis) void queryClient.refetchQueries({ queryKey: reportKey(userId, report.id), exact: true });
    },
    user !== null && !isReportFinished(live.status),
  );

  useEffect(() => {
    if (wasFinished.current || !isReportFinished(live.status)) return;
    wasFinished.current = true;
    void queryClient.invalidateQueries({ queryKey: reportListsKey(userId) });
    if (live.status === "completed")
      toast.success(t("toasts.completed"), { description: t("toasts.completedDescription", { username: live.profile.username }) });
    else {
      toast.error(t("toasts.failedReport"), { description: t("toasts.failedReportDescription") });
      void reloadCredits(queryClient);
    }
  }, [live.status, live.profile.username, queryClient, t, userId]);

  return live;
}
