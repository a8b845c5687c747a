import type { AppContext } from "../../core/context.ts";
import type { ScheduledJob } from "../../core/jobs/job-queue.ts";
import { runBillingCycle } from "./billing-cycle.ts";
import { reconcilePayments } from "./payment-reconciliation.ts";

/**
 * billing-cycle, every 10 minutes: period boundaries and end dates are honoured within that much time.
 * payment-reconciliation, every 2 minutes and when workers start: checkouts nobody finished are
 * settled at most ~7 minutes after they were paid, without the shopper or the webhook.
 */
export function billingJobs(ctx: AppContext): ScheduledJob[] {
  return [
    {
      name: "billing-cycle",
      cron: "*/10 * * * *",
      run: async () => {
        const result = await runBillingCycle(ctx.db);
        if (result.expired + result.reset > 0) ctx.logger.info(result, "billing cycle: subscriptions ended and credits reset");
      },
    },
    {
      name: "payment-reconciliation",
      cron: "*/2 * * * *",
      runAtStart: true,
      // A run stops asking after RECONCILE_RUN_BUDGET_MS; a run a killed process left active blocks the queue no longer than this.
      expireInSeconds: 300,
      run: async () => {
        const result = await reconcilePayments(ctx);
        if (result.checked > 0) ctx.logger.info(result, "payment reconciliation done");
      },
    },
  ];
}
