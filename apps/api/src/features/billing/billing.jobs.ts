import type { AppContext } from "../../core/context.ts";
import type { ScheduledJob } from "../../core/jobs/job-queue.ts";
import { runBillingCycle } from "./billing-cycle.ts";

/** Every 10 minutes: period boundaries and end dates are honoured within that much time. */
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
  ];
}
