import { COMPARISON_STATUSES, type TComparisonRequest } from "@radar/contract/requests";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { useAdminComparisonRequests } from "../api/admin-requests";
import { AdminRequestsTable } from "./admin-requests-table";
import { ComparisonAnswerDialog } from "./comparison-answer-dialog";

/** Every user's follower-comparison requests, newest first, with the view dialog to answer one. */
export function ComparisonRequestsTable() {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  return (
    <AdminRequestsTable<TComparisonRequest>
      kind="comparison"
      statuses={COMPARISON_STATUSES}
      useRequests={useAdminComparisonRequests}
      lead={{
        head: t("requests.columns.profiles"),
        cell: (request) => (
          <>
            <div className="font-medium">
              {t("requests.profileCount", {
                count: request.profile_urls.length,
                number: formatNumber(request.profile_urls.length, language),
              })}
            </div>
            <div className="max-w-48 truncate text-xs text-muted-foreground sm:max-w-72" dir="ltr">
              {request.profile_urls[0]?.replace(/^https?:\/\/(www\.)?/, "")}
            </div>
          </>
        ),
      }}
      dialog={(selected, close) => <ComparisonAnswerDialog request={selected} onClose={close} />}
    />
  );
}
