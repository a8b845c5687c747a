import type { AppContext } from "../../core/context.ts";
import type { ScheduledJob } from "../../core/jobs/job-queue.ts";

/** Scheduled jobs of the meetings feature. */
export function meetingsJobs(_ctx: AppContext): ScheduledJob[] {
  return [];
}
