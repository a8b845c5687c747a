import { CircleCheckBig } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

export function EmailConfirmationPage() {
  const { t } = useTranslation("auth");
  return (
    <AuthLayout icon={<CircleCheckBig />} title={t("confirmed.title")} description={t("confirmed.description")}>
      <title>{`${t("confirmed.title")} · ${t("common:brand.name")}`}</title>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.login.path}>{t("confirmed.login")}</Link>
      </Button>
    </AuthLayout>
  );
}
