import { connectDatabase } from "../../core/db/database.ts";
import { publishIndexChanges } from "../../features/discovery/bulk-load.ts";
import { upsertAccounts } from "../../features/discovery/public.ts";
import { seedRecordAt } from "../seed/seed-records.ts";
import { type RefreshLoadRequest, refreshedRecord } from "./refresh-load.ts";

/**
 * The refresh load of `npm run bench:search -- --refresh-rate N`: one account upserted at a time,
 * as the refresh job does after each lookup, at N a second, and the pending changes published
 * every `publishSeconds`, as the discovery-index-publish job does.
 */
process.once("message", (message: { start: RefreshLoadRequest }) => {
  const request = message.start;
  const handle = connectDatabase(request.connectionString, { max: 2 });
  const started = performance.now();
  let upserts = 0;
  let publishes = 0;
  let stopping = false;
  let random = request.seed >>> 0;
  const next = () => {
    random = (Math.imul(random ^ (random >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return random / 4294967296;
  };
  // Upserts start on schedule; when one is slow the next ones overlap it (at most two at a time, as
  // the refresh job and a user's lookup may), so the rate holds on a busy machine.
  let scheduled = 0;
  const inFlight = new Set<Promise<void>>();
  const writer = (async () => {
    while (!stopping) {
      const due = started + ((scheduled + 1) * 1000) / request.rowsPerSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (inFlight.size >= 2) await Promise.race(inFlight);
      const row = Math.floor(next() * request.influencers);
      const record = seedRecordAt({ seed: request.seed, asOf: request.asOf }, row);
      scheduled += 1;
      const upsert = upsertAccounts(handle.db, [refreshedRecord(record, next)]).then(() => {
        upserts += 1;
        inFlight.delete(upsert);
      });
      inFlight.add(upsert);
    }
    await Promise.all(inFlight);
  })();
  const publisher = setInterval(() => {
    publishIndexChanges(handle.db, 0)
      .then((published) => {
        if (published) publishes += 1;
      })
      .catch((error: unknown) => console.error("publish failed", error));
  }, request.publishSeconds * 1000);

  process.once("message", async () => {
    stopping = true;
    clearInterval(publisher);
    await writer;
    await handle.close();
    process.send?.({ upserts, publishes, seconds: (performance.now() - started) / 1000 });
  });
});
