import type { TCampaignRequest } from "@radar/contract/requests";
import { Users, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { formatCurrency, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { RequestCardFooter } from "./request-card-footer";
import { RequestStatusBadge } from "./request-status-badge";
import { TeamNotes } from "./team-notes";

/** A campaign request in the list; its details open in a dialog. */
export function CampaignRequestCard({ request, onOpen }: { request: TCampaignRequest; onOpen: () => void }) {
  const { t } = useTranslation("requests");
  const language = useLanguage();
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="campaign-request-card">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 className="truncate font-semibold" dir="auto">
            {request.title}
          </h2>
          <p className="text-xs text-muted-foreground">{t(`categories.${request.category}`)}</p>
        </div>
        <RequestStatusBadge status={request.status} />
      </div>
      <p className="line-clamp-2 text-sm text-muted-foreground" dir="auto">
        {request.description}
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
        <li className="flex items-center gap-1.5">
          <Wallet className="size-4 text-muted-foreground" aria-hidden />
          <span className="sr-only">{t("campaign.fields.budget")}: </span>
          {formatCurrency(request.budget, language)}
        </li>
        <li className="flex items-center gap-1.5">
          <Users className="size-4 text-muted-foreground" aria-hidden />
          {t("campaign.influencers", { count: request.influencer_count, number: formatNumber(request.influencer_count, language) })}
        </li>
      </ul>
      <TeamNotes notes={request.admin_notes} />
      <RequestCardFooter createdAt={request.created_at} onOpen={onOpen} />
    </Card>
  );
}
