import { CAMPAIGN_STATUSES, type TCampaignRequest, type TRequestStatus } from "@radar/contract/requests";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { useAdminCampaignRequests } from "../api/admin-requests";
import { ADMIN_PAGE_SIZE } from "../api/admin-table";
import { AdminMoney } from "./admin-money";
import { CampaignAnswerDialog } from "./campaign-answer-dialog";
import { PanelEmpty, PanelError, PanelLoading } from "./panel-states";
import { RequestStatusFilter } from "./request-status-filter";
import { PriorityBadge, RequestStatusBadge } from "./status-badges";
import { TablePager } from "./table-pager";

/** Every user's campaign requests, newest first, with the view dialog to answer one. */
export function CampaignRequestsTable() {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const [status, setStatus] = useState("");
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<TCampaignRequest | null>(null);
  // One row more than shown tells whether a next page exists.
  const query = useAdminCampaignRequests({
    status: (status || undefined) as TRequestStatus | undefined,
    limit: ADMIN_PAGE_SIZE + 1,
    offset,
  });
  const rows = query.data?.slice(0, ADMIN_PAGE_SIZE) ?? [];

  return (
    <div className="grid">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3">
        <p className="text-sm text-muted-foreground">{t("requests.campaignIntro")}</p>
        <RequestStatusFilter
          id="campaign-status-filter"
          statuses={CAMPAIGN_STATUSES}
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
        <PanelEmpty title={t("requests.campaignEmpty")} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("requests.columns.request")}</TableHead>
              <TableHead className="hidden md:table-cell">{t("requests.columns.customer")}</TableHead>
              <TableHead className="hidden lg:table-cell">{t("requests.columns.budget")}</TableHead>
              <TableHead className="hidden lg:table-cell">{t("requests.columns.priority")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("requests.columns.status")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("requests.columns.created")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("requests.columns.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((request) => (
              <TableRow key={request.id} data-testid="admin-campaign-row">
                <TableCell>
                  <div className="max-w-48 truncate font-medium sm:max-w-64" dir="auto">
                    {request.title}
                  </div>
                  <div className="max-w-48 truncate text-xs text-muted-foreground md:hidden">{request.customer?.email}</div>
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
                <TableCell className="hidden whitespace-nowrap lg:table-cell">
                  <AdminMoney value={request.budget} />
                </TableCell>
                <TableCell className="hidden lg:table-cell">
                  <PriorityBadge priority={request.priority} />
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
      <CampaignAnswerDialog request={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
