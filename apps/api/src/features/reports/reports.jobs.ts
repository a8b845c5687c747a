import type { AppContext } from "../../core/context.ts";
import type { ScheduledJob } from "../../core/jobs/job-queue.ts";

/** Scheduled jobs of the reports feature. */
export function reportsJobs(_ctx: AppContext): ScheduledJob[] {
  return [];
}
