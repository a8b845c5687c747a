import { MailWarning } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/lib/i18n";
import { useResendVerification } from "../api/resend-verification";

/** Shown on the login page when the account exists but its email is not verified yet. */
export function UnverifiedBanner({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const language = useLanguage();
  const resend = useResendVerification();
  return (
    <Alert variant="warning" className="items-start">
      <MailWarning />
      <div className="grid flex-1 gap-2">
        <p className="font-semibold">{t("unverified.title")}</p>
        <p className="text-warning-soft-foreground/90">{t("unverified.description", { email })}</p>
        <div>
          <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate({ email, language })}>
            {resend.isPending ? t("unverified.resending") : t("unverified.resend")}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
