import { COMPARISON_STATUSES, type TComparisonRequest, type TRequestStatus } from "@radar/contract/requests";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { useAdminComparisonRequests } from "../api/admin-requests";
import { ADMIN_PAGE_SIZE } from "../api/admin-table";
import { ComparisonAnswerDialog } from "./comparison-answer-dialog";
import { PanelEmpty, PanelError, PanelLoading } from "./panel-states";
import { RequestStatusFilter } from "./request-status-filter";
import { RequestStatusBadge } from "./status-badges";
import { TablePager } from "./table-pager";

/** Every user's follower-comparison requests, newest first, with the view dialog to answer one. */
export function ComparisonRequestsTable() {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const [status, setStatus] = useState("");
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<TComparisonRequest | null>(null);
  const query = useAdminComparisonRequests({
    status: (status || undefined) as TRequestStatus | undefined,
    limit: ADMIN_PAGE_SIZE + 1,
    offset,
  });
  const rows = query.data?.slice(0, ADMIN_PAGE_SIZE) ?? [];

  return (
    <div className="grid">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3">
        <p className="text-sm text-muted-foreground">{t("requests.comparisonIntro")}</p>
        <RequestStatusFilter
          id="comparison-status-filter"
          statuses={COMPARISON_STATUSES}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setOffset(0);
          }}
        />
      </div>
      {query.isPending ? (
        <PanelLoading label={t("requests.loading")} />
      ) : query.isError ? (
        <PanelError message={t("requests.loadFailed")} />
      ) : rows.length === 0 ? (
        <PanelEmpty title={t("requests.comparisonEmpty")} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("requests.columns.profiles")}</TableHead>
              <TableHead className="hidden md:table-cell">{t("requests.columns.customer")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("requests.columns.status")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("requests.columns.created")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("requests.columns.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((request) => (
              <TableRow key={request.id} data-testid="admin-comparison-row">
                <TableCell>
                  <div className="font-medium">
                    {t("requests.profileCount", { number: formatNumber(request.profile_urls.length, language) })}
                  </div>
                  <div className="max-w-48 truncate text-xs text-muted-foreground sm:max-w-72" dir="ltr">
                    {request.profile_urls[0]?.replace(/^https?:\/\/(www\.)?/, "")}
                  </div>
                  <div className="mt-1 sm:hidden">
                    <RequestStatusBadge status={request.status} />
                  </div>
                </TableCell>
                <TableCell className="hidden max-w-56 md:table-cell">
                  <div className="truncate" dir="auto">
                    {request.customer?.name}
                  </div>
                  <div className="truncate text-xs text-muted-foreground">{request.customer?.email}</div>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  <RequestStatusBadge status={request.status} />
                </TableCell>
                <TableCell className="hidden whitespace-nowrap sm:table-cell">{formatDate(request.created_at, language)}</TableCell>
                <TableCell className="text-end">
                  <Button variant="outline" size="sm" onClick={() => setSelected(request)}>
                    {t("actions.view")}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <TablePager
        offset={offset}
        pageSize={ADMIN_PAGE_SIZE}
        shown={rows.length}
        hasMore={(query.data?.length ?? 0) > ADMIN_PAGE_SIZE}
        onChange={setOffset}
      />
      <ComparisonAnswerDialog request={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
