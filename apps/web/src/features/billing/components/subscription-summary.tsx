import type { TSubscription } from "@radar/contract/subscriptions";
import { ArrowRightLeft, Info } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCredits, formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { formatCreditCount } from "../utils/plan-display";
import { NextPlanNotice } from "./next-plan-notice";
import { usePlanName } from "./plan-name";
import { PlanPrice } from "./plan-price";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

type SubscriptionSummaryProps = {
  subscription: TSubscription;
  onChangePlan: () => void;
  onSubscriptionChange: (subscription: TSubscription) => void;
};

/** SPEC §2: the active subscription above the plans — plan, price, status, credits, costs, dates. */
export function SubscriptionSummary({ subscription, onChangePlan, onSubscriptionChange }: SubscriptionSummaryProps) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const planName = usePlanName();
  const { plan } = subscription;
  const date = (value: string | null) => formatDate(value, language) || t("summary.none");
  const credits = (value: number) => t("summary.creditsValue", { count: value, credits: formatCreditCount(value, language) });

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{t("summary.title")}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {t("summary.planLine", {
              plan: planName(plan),
              interval: t(plan.interval === "year" ? "interval.yearly" : "interval.monthly"),
            })}
          </p>
        </div>
        <Button variant="outline" onClick={onChangePlan}>
          <ArrowRightLeft />
          {t("summary.changePlan")}
        </Button>
      </CardHeader>
      <CardBody className="grid gap-5">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3 lg:grid-cols-5">
          <Fact label={t("summary.plan")}>{planName(plan)}</Fact>
          <Fact label={t("summary.price")}>
            <PlanPrice plan={plan} size="sm" />
          </Fact>
          <Fact label={t("summary.status")}>
            <SubscriptionStatusBadge status={subscription.status} />
          </Fact>
          <Fact label={t("summary.creditsRemaining")}>
            <span className="tabular-nums">{formatCredits(subscription.credits_remaining, language)}</span>
          </Fact>
          <Fact label={t("summary.creditsIncluded")}>
            <span className="tabular-nums">{formatCreditCount(plan.included_credits, language)}</span>
          </Fact>
          <Fact label={t("summary.searchCost")}>{credits(plan.search_cost)}</Fact>
          <Fact label={t("summary.reportCost")}>{credits(plan.report_cost)}</Fact>
          <Fact label={t("summary.consultationCost")}>
            {plan.monthly_free_consultation ? t("summary.consultationFree") : credits(plan.consultation_credit_cost)}
          </Fact>
          <Fact label={t("summary.startDate")}>{date(subscription.start_date)}</Fact>
          <Fact label={t("summary.endDate")}>{date(subscription.end_date)}</Fact>
          <Fact label={t("summary.lastReset")}>{date(subscription.last_period_reset)}</Fact>
        </dl>
        {subscription.status === "cancelled" ? (
          <Alert variant="warning">
            <Info />
            <p>{t("summary.cancelledNotice", { date: date(subscription.end_date) })}</p>
          </Alert>
        ) : null}
        <NextPlanNotice subscription={subscription} onSubscriptionChange={onSubscriptionChange} />
      </CardBody>
    </Card>
  );
}
