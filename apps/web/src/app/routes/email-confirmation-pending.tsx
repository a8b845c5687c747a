import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useResendVerification } from "@/features/auth/api/resend-verification";
import { useLanguage } from "@/lib/i18n";

function emailFromState(state: unknown): string | null {
  if (!state || typeof state !== "object" || !("email" in state)) return null;
  return typeof state.email === "string" && state.email ? state.email : null;
}

/** After signup. The address comes from the signup page; opened directly, the page still makes sense. */
export function EmailConfirmationPendingPage() {
  const { t } = useTranslation("auth");
  const language = useLanguage();
  const email = emailFromState(useLocation().state);
  const resend = useResendVerification();

  return (
    <AuthLayout
      icon={<MailCheck />}
      title={t("pending.title")}
      description={email ? t("pending.description", { email }) : t("pending.descriptionNoEmail")}
    >
      <title>{`${t("pending.title")} · ${t("common:brand.name")}`}</title>
      <div className="grid gap-4">
        <p className="rounded-xl bg-surface px-4 py-3 text-sm text-muted-foreground">{t("pending.hint")}</p>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.login.path}>{t("pending.backToLogin")}</Link>
        </Button>
        {email ? (
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            disabled={resend.isPending}
            onClick={() => resend.mutate({ email, language })}
          >
            {resend.isPending ? t("unverified.resending") : t("unverified.resend")}
          </Button>
        ) : null}
      </div>
    </AuthLayout>
  );
}
