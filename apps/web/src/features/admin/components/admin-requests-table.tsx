import type { TCampaignRequest, TComparisonRequest, TRequestStatus } from "@radar/contract/requests";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import type { AdminRequestsPage } from "../api/admin-requests";
import { ADMIN_PAGE_SIZE } from "../api/admin-table";
import { PanelEmpty, PanelError, PanelLoading } from "./panel-states";
import { RequestStatusFilter } from "./request-status-filter";
import { RequestStatusBadge } from "./status-badges";
import { TablePager } from "./table-pager";

type AnyRequest = TCampaignRequest | TComparisonRequest;

/** A column of one kind of request: its header and its cell (hidden below `lg`). */
export interface RequestColumn<R> {
  head: string;
  cell: (request: R) => ReactNode;
}

interface AdminRequestsTableProps<R extends AnyRequest> {
  /** Names its texts (requests.<kind>Intro, requests.<kind>Empty), its filter's id and its rows' test id. */
  kind: "campaign" | "comparison";
  statuses: readonly TRequestStatus[];
  useRequests: (page: AdminRequestsPage) => UseQueryResult<R[]>;
  /** The first column: what the request is (the status badge follows on phones). */
  lead: RequestColumn<R>;
  /** Columns between the customer and the status, on wide screens only. */
  extra?: RequestColumn<R>[];
  dialog: (selected: R | null, close: () => void) => ReactNode;
}

/**
 * Every user's requests of one kind, newest first: status filter, table (customer, status, date and
 * the kind's own columns), pages, and the view dialog to answer one. Campaigns and comparisons differ
 * only in their columns and dialog.
 */
export function AdminRequestsTable<R extends AnyRequest>(props: AdminRequestsTableProps<R>) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const [status, setStatus] = useState("");
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<R | null>(null);
  // One row more than shown tells whether a next page exists.
  const query = props.useRequests({
    status: (status || undefined) as TRequestStatus | undefined,
    limit: ADMIN_PAGE_SIZE + 1,
    offset,
  });
  const rows = query.data?.slice(0, ADMIN_PAGE_SIZE) ?? [];
  const extra = props.extra ?? [];

  return (
    <div className="grid">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3">
        <p className="text-sm text-muted-foreground">{t(`requests.${props.kind}Intro`)}</p>
        <RequestStatusFilter
          id={`${props.kind}-status-filter`}
          statuses={props.statuses}
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
        <PanelEmpty title={t(`requests.${props.kind}Empty`)} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{props.lead.head}</TableHead>
              <TableHead className="hidden md:table-cell">{t("requests.columns.customer")}</TableHead>
              {extra.map((column) => (
                <TableHead key={column.head} className="hidden lg:table-cell">
                  {column.head}
                </TableHead>
              ))}
              <TableHead className="hidden sm:table-cell">{t("requests.columns.status")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("requests.columns.created")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("requests.columns.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((request) => (
              <TableRow key={request.id} data-testid={`admin-${props.kind}-row`}>
                <TableCell>
                  {props.lead.cell(request)}
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
                {extra.map((column) => (
                  <TableCell key={column.head} className="hidden whitespace-nowrap lg:table-cell">
                    {column.cell(request)}
                  </TableCell>
                ))}
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
      {props.dialog(selected, () => setSelected(null))}
    </div>
  );
}
