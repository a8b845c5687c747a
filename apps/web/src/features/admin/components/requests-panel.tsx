import { GitCompareArrows, Megaphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { CampaignRequestsTable } from "./campaign-requests-table";
import { ComparisonRequestsTable } from "./comparison-requests-table";

/** SPEC §2 Customer requests tab: campaigns and comparisons as sub-tabs. */
export function RequestsPanel() {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  return (
    <Tabs defaultValue="campaigns" dir={getLocaleTextDirection(language)}>
      <div className="border-b px-4 pt-3 pb-3">
        <TabsList>
          <TabsTrigger value="campaigns">
            <Megaphone className="max-sm:hidden" aria-hidden />
            {t("requests.tabs.campaigns")}
          </TabsTrigger>
          <TabsTrigger value="comparisons">
            <GitCompareArrows className="max-sm:hidden" aria-hidden />
            {t("requests.tabs.comparisons")}
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="campaigns" className="mt-0">
        <CampaignRequestsTable />
      </TabsContent>
      <TabsContent value="comparisons" className="mt-0">
        <ComparisonRequestsTable />
      </TabsContent>
    </Tabs>
  );
}
