import type { TSubscription } from "@radar/contract/subscriptions";
import { CreditCard, RefreshCw, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatCredits, formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { formatCreditCount } from "../utils/plan-display";
import type { CurrentSubscriptionState } from "../utils/subscription-state";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { CreditUsageBar } from "./credit-usage-bar";
import { NextPlanNotice } from "./next-plan-notice";
import { usePlanName } from "./plan-name";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

type SubscriptionCardProps = {
  subscription: CurrentSubscriptionState;
  onSubscriptionChange: (subscription: TSubscription) => void;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function Frame({ children, footer, ribbon = false }: { children: ReactNode; footer?: ReactNode; ribbon?: boolean }) {
  const { t } = useTranslation("billing");
  return (
    <Card className="relative overflow-hidden">
      {ribbon ? (
        // SPEC §2: the professional level wears the 'most popular' ribbon, on the end corner.
        <div className="pointer-events-none absolute -end-12 top-7 w-48 rotate-45 bg-primary py-1 text-center text-xs font-semibold text-primary-foreground shadow-sm rtl:-rotate-45">
          <span className="inline-flex items-center gap-1">
            <Sparkles className="size-3" aria-hidden />
            {t("mostPopular")}
          </span>
        </div>
      ) : null}
      <CardHeader className={ribbon ? "pe-24" : undefined}>
        <CardTitle>{t("card.title")}</CardTitle>
        <CardDescription>{t("card.description")}</CardDescription>
      </CardHeader>
      <CardBody>{children}</CardBody>
      {footer ? <CardFooter className="flex-wrap">{footer}</CardFooter> : null}
    </Card>
  );
}

/** SPEC §2 Settings: the current subscription — plan, period, limits, credit usage, change and cancel. */
export function SubscriptionCard({ subscription, onSubscriptionChange }: SubscriptionCardProps) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const planName = usePlanName();

  if (subscription.status === "pending") {
    return (
      <Frame>
        <div className="flex justify-center py-6">
          <Spinner label={t("common:loading")} />
        </div>
      </Frame>
    );
  }

  if (subscription.status === "error") {
    // SPEC §8: a subscription that cannot be loaded offers a retry that reloads the page.
    return (
      <Frame>
        <div role="alert" className="flex flex-wrap items-center justify-between gap-4">
          <div className="grid gap-1">
            <p className="font-medium">{t("card.loadFailed")}</p>
            <p className="text-sm text-muted-foreground">{t("card.loadFailedDescription")}</p>
          </div>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw />
            {t("card.retry")}
          </Button>
        </div>
      </Frame>
    );
  }

  const current = subscription.data;
  if (!current?.is_active) {
    return (
      <Frame>
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
            <CreditCard className="size-5" aria-hidden />
          </span>
          <div className="grid flex-1 gap-1">
            <p className="font-medium">{t("card.none")}</p>
            <p className="text-sm text-muted-foreground">{t("card.noneDescription")}</p>
          </div>
          <Button asChild>
            <Link to={paths.subscriptions.path}>{t("card.viewPlans")}</Link>
          </Button>
        </div>
      </Frame>
    );
  }

  const { plan } = current;
  const date = (value: string | null) => formatDate(value, language) || t("summary.none");
  return (
    <Frame
      ribbon={plan.level === "professional"}
      footer={
        <>
          {current.status === "active" ? <CancelSubscriptionDialog subscription={current} onCancelled={onSubscriptionChange} /> : null}
          <Button variant="outline" asChild>
            <Link to={paths.subscriptions.path}>{t("card.changePlan")}</Link>
          </Button>
        </>
      }
    >
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-lg font-semibold">{planName(plan)}</p>
          <SubscriptionStatusBadge status={current.status} />
          <p className="w-full text-sm text-muted-foreground">
            {t("card.levelLine", {
              level: t(`levels.${plan.level}`),
              interval: t(plan.interval === "year" ? "interval.yearly" : "interval.monthly"),
            })}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact label={t("card.periodStart")}>{date(current.start_date)}</Fact>
          <Fact label={t("card.periodEnd")}>{date(current.end_date)}</Fact>
          <Fact label={t("card.maxProfiles")}>{formatCreditCount(plan.max_profiles, language)}</Fact>
          <Fact label={t("card.includedCredits")}>{formatCreditCount(plan.included_credits, language)}</Fact>
        </dl>
        <CreditUsageBar included={plan.included_credits} remaining={current.credits_remaining} />
        <p className="text-sm">
          {t("card.remaining")}{" "}
          <span className="font-semibold tabular-nums" data-testid="credits-remaining">
            {formatCredits(current.credits_remaining, language)}
          </span>
        </p>
        <NextPlanNotice subscription={current} onSubscriptionChange={onSubscriptionChange} />
        {current.status === "cancelled" ? (
          <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">
            {t("summary.cancelledNotice", { date: date(current.end_date) })}
          </p>
        ) : null}
      </div>
    </Frame>
  );
}
