import { setTimeout as delay } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { sourceWait, timeSourceWaits } from "./source-waits.ts";

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
};

describe("timeSourceWaits", () => {
  it("counts the waits on sources, once where they overlap, and not the work around them", async () => {
    let span = 0;
    const { result, waitedMs } = await timeSourceWaits(async () => {
      busy(40);
      const started = performance.now();
      const first = sourceWait();
      const second = sourceWait();
      await delay(30);
      first();
      await delay(30);
      second();
      second();
      span = performance.now() - started;
      busy(40);
      return "answer";
    });
    expect(result).toBe("answer");
    // From the first wait's start to the last one's end, once: the two together (first counted again)
    // would be more than that span, and the 80 ms of work around them are outside it.
    expect(waitedMs).toBeLessThanOrEqual(span);
    // The second wait alone lasted both delays.
    expect(waitedMs).toBeGreaterThanOrEqual(59);
  });

  it("keeps each piece of work's clock apart, and ignores waits outside any", async () => {
    sourceWait()();
    const [a, b] = await Promise.all([
      timeSourceWaits(async () => {
        const end = sourceWait();
        await delay(50);
        end();
      }),
      timeSourceWaits(async () => {
        await delay(50);
      }),
    ]);
    expect(a.waitedMs).toBeGreaterThanOrEqual(48);
    expect(b.waitedMs).toBe(0);
  });
});
