import type { TCampaignRequest, TComparisonRequest } from "@radar/contract/requests";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatCurrency, formatDate, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { DetailRow } from "./detail-row";
import { RequestStatusBadge } from "./request-status-badge";

export type SelectedRequest = { kind: "campaign"; request: TCampaignRequest } | { kind: "comparison"; request: TComparisonRequest };

/** A request's every field, including the team's answer once there is one (SPEC §2 My requests). */
export function RequestDetailsDialog({ selected, onClose }: { selected: SelectedRequest | null; onClose: () => void }) {
  const { t } = useTranslation("requests");
  const language = useLanguage();
  const none = t("details.none");

  return (
    <Dialog open={selected !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        {selected ? (
          <>
            <DialogHeader>
              <DialogTitle dir="auto">
                {selected.kind === "campaign"
                  ? selected.request.title
                  : t("comparison.cardTitle", {
                      count: selected.request.profile_urls.length,
                      number: selected.request.profile_urls.length,
                    })}
              </DialogTitle>
              <DialogDescription>
                {selected.kind === "campaign" ? t("details.campaignDescription") : t("details.comparisonDescription")}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-3">
              <DetailRow label={t("details.status")}>
                <RequestStatusBadge status={selected.request.status} />
              </DetailRow>
              {selected.kind === "campaign" ? (
                <>
                  <DetailRow label={t("campaign.fields.description")}>
                    <span className="block whitespace-pre-line" dir="auto">
                      {selected.request.description}
                    </span>
                  </DetailRow>
                  <DetailRow label={t("campaign.fields.category")}>{t(`categories.${selected.request.category}`)}</DetailRow>
                  <DetailRow label={t("campaign.fields.budget")}>{formatCurrency(selected.request.budget, language)}</DetailRow>
                  <DetailRow label={t("campaign.fields.influencerCount")}>
                    {formatNumber(selected.request.influencer_count, language)}
                  </DetailRow>
                  <DetailRow label={t("campaign.fields.duration")}>
                    {selected.request.duration ? t(`durations.${selected.request.duration}`) : none}
                  </DetailRow>
                  <DetailRow label={t("campaign.fields.requirements")}>
                    <span className="block whitespace-pre-line" dir="auto">
                      {selected.request.requirements || none}
                    </span>
                  </DetailRow>
                  <DetailRow label={t("details.costEstimate")}>
                    {selected.request.cost_estimate === null ? none : formatCurrency(selected.request.cost_estimate, language)}
                  </DetailRow>
                </>
              ) : (
                <>
                  <DetailRow label={t("comparison.urlsLabel")}>
                    <ol className="grid list-decimal gap-1 ps-5">
                      {selected.request.profile_urls.map((url) => (
                        <li key={url}>
                          <a
                            href={url}
                            target="_blank"
                            rel="noreferrer noopener"
                            className="break-all text-primary hover:underline"
                            dir="ltr"
                          >
                            {url}
                          </a>
                        </li>
                      ))}
                    </ol>
                  </DetailRow>
                  <DetailRow label={t("details.yourDescription")}>
                    <span className="block whitespace-pre-line" dir="auto">
                      {selected.request.description || none}
                    </span>
                  </DetailRow>
                  <DetailRow label={t("details.teamAnswer")}>
                    <span className="block whitespace-pre-line" dir="auto">
                      {selected.request.team_answer || none}
                    </span>
                  </DetailRow>
                  <DetailRow label={t("details.processedAt")}>{formatDate(selected.request.processed_at, language) || none}</DetailRow>
                  {typeof selected.request.results?.summary === "string" ? (
                    <DetailRow label={t("details.results")}>
                      <span className="block whitespace-pre-line" dir="auto">
                        {selected.request.results.summary}
                      </span>
                    </DetailRow>
                  ) : null}
                </>
              )}
              <DetailRow label={t("details.priority")}>{t(`priorities.${selected.request.priority}`)}</DetailRow>
              <DetailRow label={t("details.adminNotes")}>
                <span className="block whitespace-pre-line" dir="auto">
                  {selected.request.admin_notes || t("details.noNotes")}
                </span>
              </DetailRow>
              <DetailRow label={t("details.createdAt")}>{formatDate(selected.request.created_at, language)}</DetailRow>
              <DetailRow label={t("details.updatedAt")}>{formatDate(selected.request.updated_at, language)}</DetailRow>
            </dl>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
