import type { AppContext } from "../../core/context.ts";
import type { QueueWorker, ScheduledJob } from "../../core/jobs/job-queue.ts";
import { DEFAULT_WORKER_OPTIONS, type ReportJob, reportWorker, requeueStrandedReports } from "./report-queue.ts";

/** Scheduled jobs of the reports feature: a sweep for reports whose job was lost. */
export function reportsJobs(ctx: AppContext): ScheduledJob[] {
  return [
    {
      name: "reports-sweep",
      cron: "* * * * *",
      run: async () => {
        await requeueStrandedReports(ctx, 60, DEFAULT_WORKER_OPTIONS.leaseSeconds);
      },
    },
  ];
}

/** On-demand queues the reports feature works: report generation. */
export function reportsWorkers(ctx: AppContext): QueueWorker<ReportJob>[] {
  return [reportWorker(ctx)];
}
