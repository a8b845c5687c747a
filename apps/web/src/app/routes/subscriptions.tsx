import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/layouts/page-header";
import { SubscriptionPlans } from "@/features/billing/components/subscription-plans";
import { useCurrentSubscription } from "@/features/subscriptions/api/get-current-subscription";
import { useCurrentSubscriptionCache } from "../hooks/use-current-subscription-cache";

export function SubscriptionsPage() {
  const { t } = useTranslation("billing");
  const subscription = useCurrentSubscription();
  const cache = useCurrentSubscriptionCache();
  return (
    <div className="grid gap-6">
      <title>{`${t("page.title")} · ${t("common:brand.name")}`}</title>
      <PageHeader title={t("page.title")} description={t("page.description")} />
      <SubscriptionPlans subscription={subscription} onSubscriptionChange={cache.replace} />
    </div>
  );
}
