import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/layouts/page-header";
import { AdminDashboard } from "@/features/admin/components/admin-dashboard";

export function AdminPage() {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-6">
      <title>{`${t("page.title")} · ${t("common:brand.name")}`}</title>
      <PageHeader title={t("page.title")} description={t("page.description")} />
      <AdminDashboard />
    </div>
  );
}
