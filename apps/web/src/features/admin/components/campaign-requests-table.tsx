import { CAMPAIGN_STATUSES, type TCampaignRequest } from "@radar/contract/requests";
import { useTranslation } from "react-i18next";
import { useAdminCampaignRequests } from "../api/admin-requests";
import { AdminMoney } from "./admin-money";
import { AdminRequestsTable } from "./admin-requests-table";
import { CampaignAnswerDialog } from "./campaign-answer-dialog";
import { PriorityBadge } from "./status-badges";

/** Every user's campaign requests, newest first, with the view dialog to answer one. */
export function CampaignRequestsTable() {
  const { t } = useTranslation("admin");
  return (
    <AdminRequestsTable<TCampaignRequest>
      kind="campaign"
      statuses={CAMPAIGN_STATUSES}
      useRequests={useAdminCampaignRequests}
      lead={{
        head: t("requests.columns.request"),
        cell: (request) => (
          <>
            <div className="max-w-48 truncate font-medium sm:max-w-64" dir="auto">
              {request.title}
            </div>
            <div className="max-w-48 truncate text-xs text-muted-foreground md:hidden">{request.customer?.email}</div>
          </>
        ),
      }}
      extra={[
        { head: t("requests.columns.budget"), cell: (request) => <AdminMoney value={request.budget} /> },
        { head: t("requests.columns.priority"), cell: (request) => <PriorityBadge priority={request.priority} /> },
      ]}
      dialog={(selected, close) => <CampaignAnswerDialog request={selected} onClose={close} />}
    />
  );
}
