import type { TCampaignRequest, TComparisonRequest } from "@radar/contract/requests";
import { CAMPAIGN_REQUEST_KIND, COMPARISON_REQUEST_KIND } from "@radar/contract/requests-kinds";
import { GitCompareArrows, Megaphone } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { useRequests } from "../api/get-requests";
import { CampaignRequestCard } from "./campaign-request-card";
import { CampaignRequestDialog } from "./campaign-request-dialog";
import { ComparisonRequestCard } from "./comparison-request-card";
import { ComparisonRequestDialog } from "./comparison-request-dialog";
import { RequestDetailsDialog, type SelectedRequest } from "./request-details-dialog";
import { RequestsTabPanel } from "./requests-tab-panel";

/** /requests: campaign and comparison requests in two tabs, refetched every 30 s (SPEC §2, §7). */
export function RequestsView() {
  const { t } = useTranslation("requests");
  const language = useLanguage();
  const campaigns = useRequests<TCampaignRequest>(CAMPAIGN_REQUEST_KIND);
  const comparisons = useRequests<TComparisonRequest>(COMPARISON_REQUEST_KIND);
  const [selected, setSelected] = useState<SelectedRequest | null>(null);

  // One tab per kind of request: its list, its new-request dialog and its card.
  const tabs = [
    {
      kind: CAMPAIGN_REQUEST_KIND.kind,
      Icon: Megaphone,
      count: campaigns.data?.length,
      panel: (
        <RequestsTabPanel
          kind={CAMPAIGN_REQUEST_KIND.kind}
          query={campaigns}
          CreateDialog={CampaignRequestDialog}
          renderItem={(request) => <CampaignRequestCard request={request} onOpen={() => setSelected({ kind: "campaign", request })} />}
        />
      ),
    },
    {
      kind: COMPARISON_REQUEST_KIND.kind,
      Icon: GitCompareArrows,
      count: comparisons.data?.length,
      panel: (
        <RequestsTabPanel
          kind={COMPARISON_REQUEST_KIND.kind}
          query={comparisons}
          CreateDialog={ComparisonRequestDialog}
          renderItem={(request) => <ComparisonRequestCard request={request} onOpen={() => setSelected({ kind: "comparison", request })} />}
        />
      ),
    },
  ];

  return (
    <>
      <Tabs defaultValue="campaign" dir={getLocaleTextDirection(language)}>
        <TabsList className="w-full sm:w-auto">
          {tabs.map(({ kind, Icon, count }) => (
            <TabsTrigger key={kind} value={kind} className="flex-1 sm:flex-none">
              <Icon aria-hidden />
              {t(`tabs.${kind}`)}
              {count === undefined ? null : <span className="text-xs tabular-nums">({count})</span>}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ kind, panel }) => (
          <TabsContent key={kind} value={kind}>
            {panel}
          </TabsContent>
        ))}
      </Tabs>
      <RequestDetailsDialog selected={selected} onClose={() => setSelected(null)} />
    </>
  );
}
