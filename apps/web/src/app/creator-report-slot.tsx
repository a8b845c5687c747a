import { CreatorReportButton } from "@/features/reports/components/creator-report-button";
import type { ReportCreator } from "@/features/reports/components/generate-report-dialog";
import { useCurrentSubscription } from "@/features/subscriptions/api/get-current-subscription";

type Props = { creator: ReportCreator; className?: string; compact?: boolean };

/**
 * The "Report" control the search and the lists show on a creator: the reports feature's button,
 * priced with the plan's report_cost and the user's credits (the subscriptions feature). Composed
 * here because features never import each other.
 */
export function CreatorReportSlot({ creator, className, compact }: Props) {
  const subscription = useCurrentSubscription();
  const plan = subscription.data?.plan;
  return (
    <CreatorReportButton
      creator={creator}
      className={className}
      compact={compact}
      cost={plan ? plan.report_cost : null}
      balance={subscription.data ? subscription.data.credits_remaining : null}
    />
  );
}

/** The same control as an icon, for the dense rows of a list. */
export function CompactCreatorReportSlot(props: Omit<Props, "compact">) {
  return <CreatorReportSlot {...props} compact />;
}
