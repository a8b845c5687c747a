import type { AppContext } from "./core/context.ts";
import { billingJobs } from "./features/billing/billing.jobs.ts";
import { discoveryJobs } from "./features/discovery/discovery.jobs.ts";
import { licencesJobs } from "./features/licences/licences.jobs.ts";
import { marketJobs } from "./features/market/market.jobs.ts";
import { meetingsJobs } from "./features/meetings/meetings.jobs.ts";
import { reportsJobs, reportsWorkers } from "./features/reports/reports.jobs.ts";
import { sourcesJobs, sourcesWorkers } from "./features/sources/sources.jobs.ts";
import { vettingJobs } from "./features/vetting/vetting.jobs.ts";

/** Every feature's scheduled jobs, worked by the API process (RUN_JOB_WORKERS) or by `npm run worker`. */
export async function startJobWorkers(ctx: AppContext): Promise<void> {
  if (!ctx.jobs) throw new Error("The job queue is not running in this process");
  for (const job of [...billingJobs(ctx), ...reportsJobs(ctx), ...meetingsJobs(ctx), ...discoveryJobs(ctx), ...sourcesJobs(ctx)]) {
    await ctx.jobs.schedule(job);
  }
  for (const job of marketJobs(ctx)) await ctx.jobs.schedule(job);
  for (const job of vettingJobs(ctx)) await ctx.jobs.schedule(job);
  for (const job of licencesJobs(ctx)) await ctx.jobs.schedule(job);
  // On-demand queues (jobs sent when something happens, e.g. a report is ordered).
  for (const worker of reportsWorkers(ctx)) await ctx.jobs.work(worker);
  for (const worker of sourcesWorkers(ctx)) await ctx.jobs.work(worker);
}
