import type { TPlan } from "@radar/contract/billing";
import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/lib/i18n";
import { formatCreditCount } from "../utils/plan-display";
import { usePlanName } from "./plan-name";
import { PlanPrice } from "./plan-price";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-end text-sm font-medium">{children}</dd>
    </div>
  );
}

type ReviewStepProps = {
  plan: TPlan;
  /** Replacing a current subscription: say when the new plan starts. */
  changing: boolean;
  pending: boolean;
  onCancel: () => void;
  onContinue: () => void;
  /** Offered to a subscriber: confirm the change for the next payment instead of paying now. */
  onChangeAtNextPayment?: (() => void) | undefined;
};

/** SPEC §2 Review: plan name, level, interval, price, credits, max profiles and consultation terms. */
export function ReviewStep({ plan, changing, pending, onCancel, onContinue, onChangeAtNextPayment }: ReviewStepProps) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const planName = usePlanName();
  return (
    <div>
      <dl className="divide-y rounded-xl border px-4">
        <Row label={t("review.plan")}>{planName(plan)}</Row>
        <Row label={t("review.level")}>{t(`levels.${plan.level}`)}</Row>
        <Row label={t("review.interval")}>{t(plan.interval === "year" ? "interval.yearly" : "interval.monthly")}</Row>
        <Row label={t("review.price")}>
          <PlanPrice plan={plan} size="sm" />
        </Row>
        <Row label={t("review.credits")}>
          {t("review.creditsValue", { count: plan.included_credits, credits: formatCreditCount(plan.included_credits, language) })}
        </Row>
        <Row label={t("review.maxProfiles")}>{formatCreditCount(plan.max_profiles, language)}</Row>
        <Row label={t("review.consultation")}>
          {plan.monthly_free_consultation
            ? t("review.consultationFree")
            : t("review.consultationCost", {
                count: plan.consultation_credit_cost,
                cost: formatCreditCount(plan.consultation_credit_cost, language),
              })}
        </Row>
      </dl>
      <p className="mt-3 text-xs leading-5 text-muted-foreground">{t("terms")}</p>
      {changing ? (
        <Alert className="mt-4">
          <Info />
          <p>{t("review.changeNotice")}</p>
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t("review.cancel")}
        </Button>
        {onChangeAtNextPayment ? (
          <Button variant="ghost" onClick={onChangeAtNextPayment} disabled={pending}>
            {t("review.changeLater")}
          </Button>
        ) : null}
        <Button onClick={onContinue} disabled={pending}>
          {pending ? <Spinner className="text-primary-foreground" /> : null}
          {t("review.continue")}
        </Button>
      </DialogFooter>
    </div>
  );
}
