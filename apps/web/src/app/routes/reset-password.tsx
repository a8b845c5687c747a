import { KeyRound, LinkIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

/** Opened from the reset e-mail: /reset-password?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token") ?? "";

  if (!token) {
    return (
      <AuthLayout icon={<LinkIcon />} title={t("reset.invalidTitle")} description={t("reset.invalidDescription")}>
        <title>{`${t("reset.invalidTitle")} · ${t("common:brand.name")}`}</title>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.login.path}>{t("pending.backToLogin")}</Link>
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout icon={<KeyRound />} title={t("reset.title")} description={t("reset.description")}>
      <title>{`${t("reset.title")} · ${t("common:brand.name")}`}</title>
      <ResetPasswordForm token={token} onDone={() => void navigate(paths.login.path, { replace: true })} />
    </AuthLayout>
  );
}
