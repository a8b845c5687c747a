import { CreditCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatCredits } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { useCurrentSubscription } from "../api/get-current-subscription";

/**
 * The settings page's subscription card in its first form: the plan, or "View plans" without one.
 * The billing issue replaces the body with the full card of SPEC §2 (period, usage, cancel).
 */
export function CurrentPlanCard() {
  const { t } = useTranslation("settings");
  const language = useLanguage();
  const subscription = useCurrentSubscription();
  const current = subscription.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("subscription.title")}</CardTitle>
        <CardDescription>{t("subscription.description")}</CardDescription>
      </CardHeader>
      <CardBody>
        {subscription.isPending ? (
          <Spinner label={t("common:loading")} />
        ) : subscription.isError ? (
          // SPEC §8: a subscription that cannot be loaded offers a retry that reloads the page.
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-sm text-muted-foreground">{t("subscription.loadFailed")}</p>
            <Button variant="outline" onClick={() => window.location.reload()}>
              {t("subscription.retry")}
            </Button>
          </div>
        ) : current?.is_active ? (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div className="grid gap-1">
              <p className="font-semibold">{current.plan.name}</p>
              <p className="text-sm text-muted-foreground">
                {t("subscription.creditsRemaining", { credits: formatCredits(current.credits_remaining, language) })}
              </p>
            </div>
            <Button variant="outline" asChild>
              <Link to={paths.subscriptions.path}>{t("subscription.changePlan")}</Link>
            </Button>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
              <CreditCard className="size-5" />
            </span>
            <div className="grid flex-1 gap-1">
              <p className="font-medium">{t("subscription.none")}</p>
              <p className="text-sm text-muted-foreground">{t("subscription.noneDescription")}</p>
            </div>
            <Button asChild>
              <Link to={paths.subscriptions.path}>{t("subscription.viewPlans")}</Link>
            </Button>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
