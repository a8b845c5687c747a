import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/layouts/page-header";
import { MeetingsView } from "@/features/meetings/components/meetings-view";

export function BookMeetingPage() {
  const { t } = useTranslation("meetings");
  return (
    <div className="grid gap-6">
      <title>{`${t("page.title")} · ${t("common:brand.name")}`}</title>
      <PageHeader title={t("page.title")} description={t("page.description")} />
      <MeetingsView />
    </div>
  );
}
