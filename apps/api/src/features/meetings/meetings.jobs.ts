import type { AppContext } from "../../core/context.ts";
import type { ScheduledJob } from "../../core/jobs/job-queue.ts";
import { completeEndedMeetings } from "./meeting-queries.ts";

/** Every 5 minutes, meetings whose end has passed become completed (reads also do it for their user). */
export function meetingsJobs(ctx: AppContext): ScheduledJob[] {
  return [
    {
      name: "meetings-complete-ended",
      cron: "*/5 * * * *",
      run: async () => {
        const completed = await completeEndedMeetings(ctx.db);
        if (completed > 0) ctx.logger.info({ completed }, "meetings completed");
      },
    },
  ];
}
