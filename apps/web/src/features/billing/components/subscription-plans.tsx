import type { TPlan, TPlanInterval } from "@radar/contract/billing";
import type { TContactTopic } from "@radar/contract/contact";
import type { TSubscription } from "@radar/contract/subscriptions";
import { CircleAlert } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { translateMessage } from "@/lib/i18n";
import { usePlans } from "../api/get-plans";
import { isHighlightedPlan, plansOfInterval } from "../utils/plan-display";
import { activeSubscription, type CurrentSubscriptionState } from "../utils/subscription-state";
import { CheckoutDialog } from "./checkout-dialog";
import { ContactDialog } from "./contact-dialog";
import { CustomPlanCard } from "./custom-plan-card";
import { EnterpriseBanner } from "./enterprise-banner";
import { IntervalToggle } from "./interval-toggle";
import { NoSubscriptionBanner } from "./no-subscription-banner";
import { PlanCard } from "./plan-card";
import { SubscriptionSummary } from "./subscription-summary";

type SubscriptionPlansProps = {
  subscription: CurrentSubscriptionState;
  onSubscriptionChange: (subscription: TSubscription) => void;
};

/** SPEC §2 Subscriptions page: banner or summary, the month/year toggle, plans, custom and enterprise offers. */
export function SubscriptionPlans({ subscription, onSubscriptionChange }: SubscriptionPlansProps) {
  const { t } = useTranslation("billing");
  const plans = usePlans();
  const [interval, setBillingInterval] = useState<TPlanInterval>("month");
  const [chosen, setChosen] = useState<TPlan | null>(null);
  const [contactTopic, setContactTopic] = useState<TContactTopic | null>(null);
  const plansHeading = useRef<HTMLHeadingElement>(null);
  const current = activeSubscription(subscription);
  const withoutPlan = subscription.status === "success" && current === null;
  const shown = plansOfInterval(plans.data ?? [], interval);

  const showPlans = () => {
    plansHeading.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    plansHeading.current?.focus({ preventScroll: true });
  };

  return (
    <div className="grid gap-6">
      {withoutPlan ? <NoSubscriptionBanner /> : null}
      {current ? <SubscriptionSummary subscription={current} onChangePlan={showPlans} onSubscriptionChange={onSubscriptionChange} /> : null}

      <section aria-labelledby="plans-title" className="grid gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="grid gap-1">
            <h2
              id="plans-title"
              ref={plansHeading}
              tabIndex={-1}
              className="scroll-mt-24 text-lg font-semibold tracking-tight outline-none"
            >
              {t("plans.title")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("plans.description")}</p>
          </div>
          <IntervalToggle value={interval} onChange={setBillingInterval} />
        </div>

        {plans.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-5" label={t("plans.loading")} />
          </div>
        ) : null}
        {plans.isError ? (
          // SPEC §8: a plans loading error is a destructive alert with the error text.
          <Alert variant="destructive" role="alert">
            <CircleAlert />
            <div className="grid gap-1">
              <p className="font-semibold">{t("plans.loadFailed")}</p>
              <p>{translateMessage(plans.error.message)}</p>
            </div>
          </Alert>
        ) : null}
        {plans.isSuccess ? (
          <div className="grid gap-x-4 gap-y-6 pt-2 sm:grid-cols-2 xl:grid-cols-4">
            {shown.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                highlighted={isHighlightedPlan(plan, plans.data)}
                current={current?.plan.id === plan.id}
                onChoose={setChosen}
              />
            ))}
            <CustomPlanCard onContact={() => setContactTopic("custom_plan")} />
          </div>
        ) : null}
        <p className="text-xs leading-5 text-muted-foreground">{t("terms")}</p>
      </section>

      <EnterpriseBanner onContact={() => setContactTopic("enterprise")} />

      {chosen ? (
        <CheckoutDialog
          key={chosen.id}
          plan={chosen}
          current={current}
          onClose={() => setChosen(null)}
          onSubscriptionChange={onSubscriptionChange}
        />
      ) : null}
      {contactTopic ? <ContactDialog key={contactTopic} topic={contactTopic} onClose={() => setContactTopic(null)} /> : null}
    </div>
  );
}
