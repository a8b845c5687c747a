import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/layouts/page-header";
import { MeetingsView } from "@/features/meetings/components/meetings-view";
import { useCurrentSubscription } from "@/features/subscriptions/api/get-current-subscription";

export function BookMeetingPage() {
  const { t } = useTranslation("meetings");
  // The booking dialog states the plan's consultation price, the figure the server charges.
  const subscription = useCurrentSubscription().data;
  const plan = subscription
    ? {
        cost: subscription.plan.consultation_credit_cost,
        freeMonthly: subscription.plan.monthly_free_consultation,
        periodStart: subscription.last_period_reset ?? subscription.start_date,
        balance: subscription.credits_remaining,
      }
    : null;
  return (
    <div className="grid gap-6">
      <title>{`${t("page.title")} · ${t("common:brand.name")}`}</title>
      <PageHeader title={t("page.title")} description={t("page.description")} />
      <MeetingsView plan={plan} />
    </div>
  );
}
