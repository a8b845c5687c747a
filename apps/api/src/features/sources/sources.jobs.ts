import type { AppContext } from "../../core/context.ts";
import type { QueueWorker, ScheduledJob } from "../../core/jobs/job-queue.ts";
import { refreshFromSources } from "./refresh.service.ts";
import { pollDueReports } from "./report-poll.ts";
import { type ImportJob, importWorker } from "./vendor-import.queue.ts";

/** Scheduled jobs of the data sources: the refresh of index rows within each source's quota, and the vendor reports being generated. */
export function sourcesJobs(ctx: AppContext): ScheduledJob[] {
  return [
    {
      name: "sources-refresh",
      cron: "*/10 * * * *",
      run: async () => {
        await refreshFromSources(ctx);
      },
    },
    {
      // Vendor reports bought and still being generated are asked for again (free) until ready.
      name: "sources-report-poll",
      cron: "* * * * *",
      run: async () => {
        await pollDueReports(ctx);
      },
    },
  ];
}

/** On-demand queues: vendor imports. */
export function sourcesWorkers(ctx: AppContext): QueueWorker<ImportJob>[] {
  return [importWorker(ctx)];
}
