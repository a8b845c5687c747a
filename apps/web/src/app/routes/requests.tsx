import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/layouts/page-header";
import { RequestsView } from "@/features/requests/components/requests-view";

export function RequestsPage() {
  const { t } = useTranslation("requests");
  return (
    <div className="grid gap-6">
      <title>{`${t("page.title")} · ${t("common:brand.name")}`}</title>
      <PageHeader title={t("page.title")} description={t("page.description")} />
      <RequestsView />
    </div>
  );
}
