import type { AppContext } from "../../core/context.ts";
import type { ScheduledJob } from "../../core/jobs/job-queue.ts";
import { publishIndexChanges } from "./index/index-changes.ts";

/**
 * Scheduled jobs of the discovery index: publishing the changes that enrichment, refresh and vendor
 * imports made one account at a time (see index-changes.ts), at most once per
 * INDEX_PUBLISH_INTERVAL_SECONDS.
 */
export function discoveryJobs(ctx: AppContext): ScheduledJob[] {
  return [
    {
      name: "discovery-index-publish",
      cron: "* * * * *",
      run: async () => {
        // A few seconds' slack: runs a minute apart must not miss each other's interval by a hair.
        const interval = Math.max(0, ctx.config.INDEX_PUBLISH_INTERVAL_SECONDS - 5);
        if (await publishIndexChanges(ctx.db, interval)) ctx.logger.info("published index changes");
      },
    },
  ];
}
