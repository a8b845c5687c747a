import { SIZE_PRESETS } from "@radar/contract/search";
import { describe, expect, it } from "vitest";
import { FOLLOWER_SLIDER_LAST, FOLLOWER_STOPS, followersAt, positionOf } from "./follower-scale";

const share = (from: number, to: number) => (positionOf(to) - positionOf(from)) / FOLLOWER_SLIDER_LAST;

describe("the follower slider's logarithmic scale", () => {
  it("runs from 1,000 to 5,000,000 in round figures (at most three significant digits)", () => {
    expect(FOLLOWER_STOPS[0]).toBe(1_000);
    expect(FOLLOWER_STOPS.at(-1)).toBe(5_000_000);
    for (const [index, stop] of FOLLOWER_STOPS.entries()) {
      expect(Number(stop.toPrecision(3))).toBe(stop);
      if (index > 0) expect(stop).toBeGreaterThan(FOLLOWER_STOPS[index - 1] ?? 0);
    }
  });

  it("has every size tier's bounds as a stop, so each tier can be set exactly", () => {
    for (const preset of SIZE_PRESETS) {
      expect(followersAt(positionOf(preset.from))).toBe(preset.from);
      if (preset.to !== null) expect(followersAt(positionOf(preset.to))).toBe(preset.to);
    }
  });

  it("gives Nano and Micro a usable part of the track (a linear 0–5M track gave them 0.18 % and 0.8 %)", () => {
    expect(share(1_000, 10_000)).toBeGreaterThan(0.25);
    expect(share(10_000, 50_000)).toBeGreaterThan(0.15);
    // Equal ratios take equal distances: each power of ten is the same width.
    expect(share(1_000, 10_000)).toBeCloseTo(share(10_000, 100_000));
    expect(share(10_000, 100_000)).toBeCloseTo(share(100_000, 1_000_000));
  });

  it("places a typed figure at the nearest stop and clamps the ends", () => {
    expect(followersAt(positionOf(147_440))).toBe(150_000);
    expect(positionOf(0)).toBe(0);
    expect(positionOf(80_000_000)).toBe(FOLLOWER_SLIDER_LAST);
    expect(followersAt(-3)).toBe(1_000);
    expect(followersAt(FOLLOWER_SLIDER_LAST + 5)).toBe(5_000_000);
  });
});
