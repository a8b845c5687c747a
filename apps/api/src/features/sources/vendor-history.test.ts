import { describe, expect, it } from "vitest";
import { hypeAuditorHistory, modashHistory } from "./vendor-history.ts";

describe("vendor histories", () => {
  it("reads Modash's statHistory as one point a month, dated its first day", () => {
    expect(
      modashHistory([
        { month: "2026-05", followers: 1_000, avgLikes: 40 },
        { month: "2026-06", followers: 1_200 },
      ]),
    ).toEqual([
      { day: "2026-05-01", followers: 1_000, following: null, avgLikes: 40 },
      { day: "2026-06-01", followers: 1_200, following: null, avgLikes: null },
    ]);
    expect(modashHistory(undefined)).toEqual([]);
    expect(modashHistory([{ month: "May 2026", followers: 1 }])).toEqual([]);
  });

  it("reads HypeAuditor's follower periods as the followers 30, 90, 180 and 365 days back", () => {
    const today = new Date("2026-11-27T10:00:00Z");
    const points = hypeAuditorHistory(
      { "7d": { value_prev: 9 }, "30d": { value: 5_000, value_prev: 4_850 }, "365d": { value_prev: 3_000 }, "90d": { value: 1 } },
      today,
    );
    expect(points).toEqual([
      { day: "2026-10-28", followers: 4_850, following: null, avgLikes: null },
      { day: "2025-11-27", followers: 3_000, following: null, avgLikes: null },
    ]);
    expect(hypeAuditorHistory(null, today)).toEqual([]);
  });
});
