import type { AppContext } from "../../core/context.ts";
import type { ScheduledJob } from "../../core/jobs/job-queue.ts";
import { marketCrawlJobs } from "./crawls/market-crawls.jobs.ts";

/** Scheduled jobs of the market: the crawl that keeps the admin's markets warm. */
export function marketJobs(ctx: AppContext): ScheduledJob[] {
  return marketCrawlJobs(ctx);
}
