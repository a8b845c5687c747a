import type { AppContext } from "../../../core/context.ts";
import type { ScheduledJob } from "../../../core/jobs/job-queue.ts";
import { runMarketCrawls } from "./market-crawl-runner.ts";
import { MARKET_CRAWL_CRON } from "./market-crawl-schedule.ts";

/** The crawl that keeps each active market warm within its monthly budgets (market-crawl-runner.ts). */
export function marketCrawlJobs(ctx: AppContext): ScheduledJob[] {
  return [
    {
      name: "market-crawls",
      cron: MARKET_CRAWL_CRON,
      // A run may wait on many source pages; pg-boss takes back one from a killed process after this.
      expireInSeconds: 30 * 60,
      run: async () => {
        const pages = await runMarketCrawls(ctx);
        if (pages > 0) ctx.logger.info({ pages }, "market crawl fetched pages");
      },
    },
  ];
}
