import type { TReportListResponse } from "@radar/contract/reports";
import type { UseQueryResult } from "@tanstack/react-query";
import { FileText, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useServerEvents } from "@/lib/event-stream";
import { ReportsTable, type ReportsTableVariant } from "./reports-table";

/** A list of reports with its loading, error and empty states. */
export function ReportsPanel({ query, variant }: { query: UseQueryResult<TReportListResponse>; variant: ReportsTableVariant }) {
  const { t } = useTranslation("reports");
  // A report ordered elsewhere (another tab, the search) joins the list as soon as it exists; after a
  // reconnection the list is read again, as events may have been missed.
  useServerEvents((event) => {
    const known = query.data?.reports.some((report) => event.type === "report" && report.id === event.id);
    if ((event.type === "report" && !known) || event.type === "ready") void query.refetch();
  });
  if (query.isPending) return <Spinner label={t("loading")} />;
  if (query.isError) {
    return (
      <Alert variant="destructive" className="items-center justify-between">
        <span>{t("loadFailed")}</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden />
          {t("actions.refresh")}
        </Button>
      </Alert>
    );
  }
  const reports = query.data.reports;
  if (reports.length === 0) {
    return (
      <div className="grid place-items-center gap-2 rounded-2xl border border-dashed bg-background px-6 py-12 text-center">
        <FileText aria-hidden className="size-8 text-muted-foreground" />
        <p className="font-medium">{t("empty.title")}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t(variant === "all" ? "empty.description" : "empty.profileDescription")}</p>
      </div>
    );
  }
  return <ReportsTable reports={reports} variant={variant} />;
}
