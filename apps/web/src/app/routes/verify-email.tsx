import { LinkIcon, MailSearch } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useVerifyEmail } from "@/features/auth/api/verify-email";
import { translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";

export function VerifyEmailPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token") ?? "";
  const verification = useVerifyEmail(token);

  useEffect(() => {
    if (verification.isSuccess) void navigate(paths.emailConfirmation.path, { replace: true });
    if (verification.isError) {
      const detail = verification.error.message;
      toast.error(t("toasts.verificationFailedTitle"), {
        id: "verification-failed",
        description: detail ? translateMessage(detail) : t("toasts.verificationFailedFallback"),
      });
      void navigate(paths.home.path, { replace: true });
    }
  }, [verification.isSuccess, verification.isError, verification.error, navigate, t]);

  if (!token) {
    return (
      <AuthLayout icon={<LinkIcon />} title={t("verify.invalidTitle")} description={t("verify.invalidDescription")}>
        <title>{`${t("verify.invalidTitle")} · ${t("common:brand.name")}`}</title>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.login.path}>{t("pending.backToLogin")}</Link>
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout icon={<MailSearch />} title={t("verify.title")} description={t("verify.description")}>
      <title>{`${t("verify.title")} · ${t("common:brand.name")}`}</title>
      <div className="flex justify-center py-2">
        <Spinner className="size-5" label={t("verify.verifying")} />
      </div>
    </AuthLayout>
  );
}
