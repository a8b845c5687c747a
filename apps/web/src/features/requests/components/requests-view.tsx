import { GitCompareArrows, Megaphone, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { useCampaignRequests } from "../api/get-campaign-requests";
import { useComparisonRequests } from "../api/get-comparison-requests";
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
  const campaigns = useCampaignRequests();
  const comparisons = useComparisonRequests();
  const [selected, setSelected] = useState<SelectedRequest | null>(null);

  const count = (length: number | undefined) => (length === undefined ? null : <span className="text-xs tabular-nums">({length})</span>);

  return (
    <>
      <Tabs defaultValue="campaign" dir={getLocaleTextDirection(language)}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="campaign" className="flex-1 sm:flex-none">
            <Megaphone aria-hidden />
            {t("tabs.campaign")}
            {count(campaigns.data?.length)}
          </TabsTrigger>
          <TabsTrigger value="comparison" className="flex-1 sm:flex-none">
            <GitCompareArrows aria-hidden />
            {t("tabs.comparison")}
            {count(comparisons.data?.length)}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="campaign">
          <RequestsTabPanel
            query={campaigns}
            intro={t("campaign.intro")}
            emptyTitle={t("campaign.emptyTitle")}
            emptyDescription={t("campaign.emptyDescription")}
            create={
              <CampaignRequestDialog
                trigger={
                  <Button size="sm">
                    <Plus />
                    {t("campaign.new")}
                  </Button>
                }
              />
            }
            renderItem={(request) => <CampaignRequestCard request={request} onOpen={() => setSelected({ kind: "campaign", request })} />}
          />
        </TabsContent>
        <TabsContent value="comparison">
          <RequestsTabPanel
            query={comparisons}
            intro={t("comparison.intro")}
            emptyTitle={t("comparison.emptyTitle")}
            emptyDescription={t("comparison.emptyDescription")}
            create={
              <ComparisonRequestDialog
                trigger={
                  <Button size="sm">
                    <Plus />
                    {t("comparison.new")}
                  </Button>
                }
              />
            }
            renderItem={(request) => (
              <ComparisonRequestCard request={request} onOpen={() => setSelected({ kind: "comparison", request })} />
            )}
          />
        </TabsContent>
      </Tabs>
      <RequestDetailsDialog selected={selected} onClose={() => setSelected(null)} />
    </>
  );
}
