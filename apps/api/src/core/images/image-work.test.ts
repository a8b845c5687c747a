import { describe, expect, it } from "vitest";
import { ImageWorkBusyError, WorkSlots } from "./image-work.ts";

describe("WorkSlots", () => {
  it("runs at most `slots` jobs at once, queues `queue` more and turns the rest away", async () => {
    const slots = new WorkSlots(2, 3);
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const job = () =>
      slots.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      });
    const accepted = Array.from({ length: 5 }, job);
    await expect(job()).rejects.toBeInstanceOf(ImageWorkBusyError);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(releases).toHaveLength(2);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(accepted);
    expect(peak).toBe(2);
    // Free again afterwards.
    await expect(slots.run(async () => "done")).resolves.toBe("done");
  });
});
