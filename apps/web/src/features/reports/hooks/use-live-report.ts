import { isReportFinished, type TReport } from "@radar/contract/reports";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/lib/auth-storage";
import { reloadCredits } from "@/lib/credits-cache";
import { toast } from "@/lib/toast";
import { useReportStatus } from "../api/get-report";
import { reportListsKey } from "../api/get-reports";

/**
 * A report row as it is now: polled while it is being generated. When it finishes in front of the
 * user, a toast says so, the lists reload, and a failure (refunded on the server) reloads the credits.
 */
export function useLiveReport(report: TReport): TReport {
  const { t } = useTranslation("reports");
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { data } = useReportStatus(report);
  const live = data ?? report;
  const wasFinished = useRef(isReportFinished(report.status));

  useEffect(() => {
    if (wasFinished.current || !isReportFinished(live.status)) return;
    wasFinished.current = true;
    void queryClient.invalidateQueries({ queryKey: reportListsKey(user?.id ?? 0) });
    if (live.status === "completed")
      toast.success(t("toasts.completed"), { description: t("toasts.completedDescription", { username: live.profile.username }) });
    else {
      toast.error(t("toasts.failedReport"), { description: t("toasts.failedReportDescription") });
      void reloadCredits(queryClient);
    }
  }, [live.status, live.profile.username, queryClient, t, user?.id]);

  return live;
}
