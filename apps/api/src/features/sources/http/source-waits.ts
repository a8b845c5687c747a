import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The wall time a piece of work spent waiting on sources: their HTTP exchanges (request sent to body
 * read) and the pauses between retries they asked for. What a caller does around them — metering,
 * parsing, mapping the answer — is its own time. Overlapping waits count once.
 */
interface WaitClock {
  open: number;
  since: number;
  waitedMs: number;
}

const clocks = new AsyncLocalStorage<WaitClock>();

/** Runs `work` and tells how long of it was spent waiting on sources (SourceHttp reports each wait). */
export async function timeSourceWaits<T>(work: () => Promise<T>): Promise<{ result: T; waitedMs: number }> {
  const clock: WaitClock = { open: 0, since: 0, waitedMs: 0 };
  const result = await clocks.run(clock, work);
  return { result, waitedMs: clock.waitedMs };
}

/** Marks the start of a wait on a source; the function it returns marks its end. */
export function sourceWait(): () => void {
  const clock = clocks.getStore();
  if (!clock) return () => {};
  if (clock.open === 0) clock.since = performance.now();
  clock.open += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    clock.open -= 1;
    if (clock.open === 0) clock.waitedMs += performance.now() - clock.since;
  };
}
