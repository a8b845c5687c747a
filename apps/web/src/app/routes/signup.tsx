import { useTranslation } from "react-i18next";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { SignupForm } from "@/features/auth/components/signup-form";
import { useCompleteLogin } from "../hooks/use-complete-login";

export function SignupPage() {
  const { t } = useTranslation("auth");
  const completeLogin = useCompleteLogin();
  return (
    <AuthLayout title={t("signup.title")} description={t("signup.subtitle")} width="md">
      <title>{`${t("signup.title")} · ${t("common:brand.name")}`}</title>
      <SignupForm onGoogleAuthenticated={(result) => completeLogin(result, "google")} />
    </AuthLayout>
  );
}
