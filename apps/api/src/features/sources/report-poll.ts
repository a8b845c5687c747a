import { PLATFORMS } from "@radar/contract/constants";
import type { AppContext } from "../../core/context.ts";
import { sourceClients } from "./source-clients.ts";
import { SourceError } from "./source-errors.ts";
import type { SourceClient } from "./source-types.ts";
import { clearPending, markPending, type ReportPollJob } from "./spend/lookup-guards.ts";
import { store } from "./store-account.ts";

/** A report still not ready after this many polls is given up (the next lookup may buy it again). */
const MAX_POLLS = 40;

export type PollOutcome = "stored" | "pending" | "gone";

/**
 * Asks once, for no credit, for a vendor report bought earlier and still being generated; stores it
 * in the index when ready (the user's next preview finds it there), else records when to ask next.
 */
export async function pollPendingReport(
  ctx: AppContext,
  job: ReportPollJob,
  clients: Map<string, SourceClient> = sourceClients(ctx),
): Promise<PollOutcome> {
  const pending = await ctx.db
    .selectFrom("source_report_pending")
    .select(["source", "polls"])
    .where("platform", "=", job.platform)
    .where("handle", "=", job.handle)
    .executeTakeFirst();
  if (!pending) return "gone";
  const client = [...clients.values()].find((candidate) => candidate.id === pending.source);
  if (!client) {
    await clearPending(ctx.db, job.platform, job.handle);
    return "gone";
  }
  try {
    const found = await client.lookup({ platform: job.platform, handle: job.handle, poll: true });
    await store(ctx, found, client.id);
    await clearPending(ctx.db, job.platform, job.handle);
    return "stored";
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    if (error.options.reportPending && pending.polls < MAX_POLLS) {
      await markPending(ctx.db, client.id, job.platform, job.handle, error.options.retryAfterMs ?? 5_000);
      return "pending";
    }
    ctx.logger.warn({ ...job, kind: error.kind, message: error.message }, "gave up polling a vendor report");
    await clearPending(ctx.db, job.platform, job.handle);
    return "gone";
  }
}

/**
 * The scheduled job's run (sources-report-poll, every minute): every report whose wait is over is
 * asked for once, for no credit. A preview of the account after its wait asks the same way itself.
 */
export async function pollDueReports(ctx: AppContext, clients: Map<string, SourceClient> = sourceClients(ctx)): Promise<number> {
  const due = await ctx.db
    .selectFrom("source_report_pending")
    .select(["platform", "handle"])
    .where("retry_at", "<=", new Date())
    .orderBy("retry_at")
    .limit(50)
    .execute();
  let stored = 0;
  for (const row of due) {
    const platform = PLATFORMS.find((candidate) => candidate === row.platform);
    if (!platform) continue;
    if ((await pollPendingReport(ctx, { platform, handle: row.handle }, clients)) === "stored") stored += 1;
  }
  return stored;
}
