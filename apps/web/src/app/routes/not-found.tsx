import { Compass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout icon={<Compass />} title={t("notFound.title")} description={t("notFound.description")}>
      <title>{`${t("notFound.title")} · ${t("brand.name")}`}</title>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.dashboard.path}>{t("actions.goToDashboard")}</Link>
      </Button>
    </AuthLayout>
  );
}
