import { useTranslation } from "react-i18next";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { LoginForm } from "@/features/auth/components/login-form";
import { useCompleteLogin } from "../hooks/use-complete-login";

export function LoginPage() {
  const { t } = useTranslation("auth");
  const completeLogin = useCompleteLogin();
  return (
    <AuthLayout title={t("login.title")} description={t("login.subtitle")}>
      <title>{`${t("login.submit")} · ${t("common:brand.name")}`}</title>
      <LoginForm onAuthenticated={completeLogin} />
    </AuthLayout>
  );
}
