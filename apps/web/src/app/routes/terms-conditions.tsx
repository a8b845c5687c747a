import { useTranslation } from "react-i18next";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { TermsContent } from "@/features/auth/components/terms-content";

export function TermsConditionsPage() {
  const { t } = useTranslation("terms");
  return (
    <AuthLayout title={t("title")} description={t("lastUpdated")} width="lg">
      <title>{`${t("title")} · ${t("common:brand.name")}`}</title>
      <TermsContent />
    </AuthLayout>
  );
}
