import { Building2, CalendarClock, Coins, Database, Inbox, MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { BookingsPanel } from "./bookings-panel";
import { ContactMessagesPanel } from "./contact-messages-panel";
import { CreditsPanel } from "./credits-panel";
import { RequestsPanel } from "./requests-panel";
import { SourcesPanel } from "./sources-panel";
import { WorkspacesPanel } from "./workspaces-panel";

const TABS = ["requests", "bookings", "credits", "workspaces", "sources", "messages"] as const;
type Tab = (typeof TABS)[number];

/**
 * SPEC §2 Admin dashboard: customer requests, bookings and credits, the data sources and
 * the contact requests from the plans page.
 * The tab is kept in ?tab= so it survives a reload.
 */
export function AdminDashboard() {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? "") ? (requested as Tab) : "requests";

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setParams(value === "requests" ? {} : { tab: value }, { replace: true })}
      dir={getLocaleTextDirection(language)}
    >
      {/* The tabs do not fit a phone in one row: two columns there. */}
      <TabsList className="w-full max-sm:grid max-sm:h-auto max-sm:grid-cols-2 sm:w-auto">
        <TabsTrigger value="requests" className="flex-1 sm:flex-none">
          <Inbox className="max-sm:hidden" aria-hidden />
          {t("tabs.requests")}
        </TabsTrigger>
        <TabsTrigger value="bookings" className="flex-1 sm:flex-none">
          <CalendarClock className="max-sm:hidden" aria-hidden />
          {t("tabs.bookings")}
        </TabsTrigger>
        <TabsTrigger value="credits" className="flex-1 sm:flex-none">
          <Coins className="max-sm:hidden" aria-hidden />
          {t("tabs.credits")}
        </TabsTrigger>
        <TabsTrigger value="workspaces" className="flex-1 sm:flex-none">
          <Building2 className="max-sm:hidden" aria-hidden />
          {t("tabs.workspaces")}
        </TabsTrigger>
        <TabsTrigger value="sources" className="flex-1 sm:flex-none">
          <Database className="max-sm:hidden" aria-hidden />
          {t("tabs.sources")}
        </TabsTrigger>
        <TabsTrigger value="messages" className="flex-1 sm:flex-none">
          <MessagesSquare className="max-sm:hidden" aria-hidden />
          {t("tabs.messages")}
        </TabsTrigger>
      </TabsList>
      {/* Each panel mounts only while its tab is open, so only its data is fetched. */}
      <TabsContent value="requests">
        <Card className="overflow-hidden">
          <RequestsPanel />
        </Card>
      </TabsContent>
      <TabsContent value="bookings">
        <Card className="overflow-hidden">
          <BookingsPanel />
        </Card>
      </TabsContent>
      <TabsContent value="credits">
        <Card className="overflow-hidden">
          <CreditsPanel />
        </Card>
      </TabsContent>
      <TabsContent value="workspaces">
        <Card className="overflow-hidden">
          <WorkspacesPanel />
        </Card>
      </TabsContent>
      <TabsContent value="sources">
        <Card className="overflow-hidden">
          <SourcesPanel />
        </Card>
      </TabsContent>
      <TabsContent value="messages">
        <Card className="overflow-hidden">
          <ContactMessagesPanel />
        </Card>
      </TabsContent>
    </Tabs>
  );
}
