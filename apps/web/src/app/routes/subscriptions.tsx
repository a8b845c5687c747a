import { CreditCard } from "lucide-react";
import { PlaceholderPage } from "@/components/placeholder-page";
import { useCurrentSubscription } from "@/features/subscriptions/api/get-current-subscription";
import { NoSubscriptionBanner } from "@/features/subscriptions/components/no-subscription-banner";

export function SubscriptionsPage() {
  const subscription = useCurrentSubscription();
  const withoutPlan = subscription.isSuccess && !subscription.data?.is_active;
  return (
    <PlaceholderPage page="subscriptions" icon={CreditCard}>
      {withoutPlan ? <NoSubscriptionBanner /> : null}
    </PlaceholderPage>
  );
}
