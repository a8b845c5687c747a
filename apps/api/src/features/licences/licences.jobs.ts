import type { AppContext } from "../../core/context.ts";
import type { ScheduledJob } from "../../core/jobs/job-queue.ts";
import { refreshLicenceFacets } from "./licence-queries.ts";

/**
 * Once a day, after midnight UTC: the "licensed in" search keys of accounts whose licence expired
 * yesterday are removed (and those a full reload of the index dropped are written again).
 */
export function licencesJobs(ctx: AppContext): ScheduledJob[] {
  return [
    {
      name: "licences-daily",
      cron: "7 0 * * *",
      run: async () => {
        const accounts = await refreshLicenceFacets(ctx.db);
        ctx.logger.info({ accounts }, "licence search keys refreshed");
      },
    },
  ];
}
