import type { AppContext } from "../../core/context.ts";
import type { ScheduledJob } from "../../core/jobs/job-queue.ts";
import { storeAllEstimates } from "./vetting-estimates.ts";
import { refreshBenchmarks } from "./vetting-queries.ts";

/**
 * Once a day, at a quiet hour: the medians per platform and size band, then every account's quality
 * estimate against them (the details dialog recomputes one account's on every view).
 */
export function vettingJobs(ctx: AppContext): ScheduledJob[] {
  return [
    {
      name: "vetting-daily",
      cron: "17 3 * * *",
      run: async () => {
        await refreshBenchmarks(ctx.db);
        const estimated = await storeAllEstimates(ctx.db);
        ctx.logger.info({ estimated }, "vetting medians and quality estimates refreshed");
      },
    },
  ];
}
