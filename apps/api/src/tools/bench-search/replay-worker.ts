import { type ReplayRequest, replayHere } from "./replay.ts";

/** The benchmark's load generator process (see replay.ts): one request in, one result out. */
process.once("message", async (request: ReplayRequest) => {
  process.send?.(await replayHere(request), () => process.exit(0));
});
