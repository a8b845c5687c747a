import type { TPlan } from "@radar/contract/billing";
import { Check, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useLanguage } from "@/lib/i18n";
import { featureText, formatCreditCount } from "../utils/plan-display";
import { usePlanName } from "./plan-name";
import { PlanPrice } from "./plan-price";

type PlanCardProps = {
  plan: TPlan;
  highlighted: boolean;
  /** The user's current plan: its button is disabled and says so (SPEC §2). */
  current: boolean;
  onChoose: (plan: TPlan) => void;
};

export function PlanCard({ plan, highlighted, current, onChoose }: PlanCardProps) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const planName = usePlanName();
  const full = plan.seats_available === "full";
  const lines = [
    t("plan.profiles", { count: plan.max_profiles }),
    t("plan.searchCost", { count: plan.search_cost, cost: formatCreditCount(plan.search_cost, language) }),
    t("plan.reportCost", { count: plan.report_cost, cost: formatCreditCount(plan.report_cost, language) }),
    plan.monthly_free_consultation
      ? t("plan.consultationFree")
      : t("plan.consultationCost", {
          count: plan.consultation_credit_cost,
          cost: formatCreditCount(plan.consultation_credit_cost, language),
        }),
    // SPEC §9: competitor tracking only when the plan has any.
    ...(plan.max_competitors > 0 ? [t("plan.competitors", { count: plan.max_competitors })] : []),
    ...plan.features.map((feature) => featureText(feature, language)),
  ];

  return (
    <article
      aria-label={planName(plan)}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-background p-5 shadow-card sm:p-6",
        highlighted && "border-primary ring-1 ring-primary",
      )}
    >
      {highlighted ? (
        <div className="absolute inset-x-0 -top-3 flex justify-center">
          <Badge className="bg-primary px-3 py-1 text-primary-foreground shadow-sm">
            <Sparkles aria-hidden />
            {t("mostPopular")}
          </Badge>
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{planName(plan)}</h3>
        {current ? <Badge variant="success">{t("plan.yours")}</Badge> : null}
        {!current && plan.seats_available === "limited" ? <Badge variant="warning">{t("plan.limitedSeats")}</Badge> : null}
      </div>
      <PlanPrice plan={plan} className="mt-3" />
      <p className="mt-1 text-xs text-muted-foreground">{t(plan.interval === "year" ? "plan.billedYearly" : "plan.billedMonthly")}</p>
      <p className="mt-4 rounded-lg bg-primary-soft px-3 py-2 text-sm font-medium text-primary-soft-foreground">
        {t("plan.credits", { count: plan.included_credits, credits: formatCreditCount(plan.included_credits, language) })}
      </p>
      <ul className="mt-4 grid gap-2.5 text-sm">
        {lines.map((line) => (
          <li key={line} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <Button
          className="w-full"
          variant={highlighted && !current ? "primary" : "outline"}
          disabled={current || full}
          onClick={() => onChoose(plan)}
        >
          {current ? t("plan.current") : full ? t("plan.full") : t("plan.choose")}
        </Button>
      </div>
    </article>
  );
}
