import { describe, expect, it } from "vitest";
import type { YoutubePlaylistItem, YoutubeVideo } from "./youtube-answers.ts";
import { SETTLING_DAYS, SHORTS_MAX_SECONDS, uploadFigures } from "./youtube-uploads.ts";

const NOW = Date.parse("2026-03-10T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

function upload(id: string, days: number, seconds: number, views: number): { item: YoutubePlaylistItem; video: YoutubeVideo } {
  const duration = `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;
  return {
    item: { contentDetails: { videoId: id, videoPublishedAt: daysAgo(days) } },
    video: {
      id,
      snippet: { publishedAt: daysAgo(days), liveBroadcastContent: "none" },
      contentDetails: { duration },
      statistics: { viewCount: String(views), likeCount: "10", commentCount: "1" },
    },
  };
}

describe("uploadFigures", () => {
  it("counts videos of up to 180 s as Shorts", () => {
    expect(SHORTS_MAX_SECONDS).toBe(180);
    const uploads = [upload("a", 10, 45, 100), upload("b", 11, 179, 300), upload("c", 12, 180, 500), upload("d", 13, 181, 9_000)];
    const figures = uploadFigures(
      uploads.map((u) => u.item),
      uploads.map((u) => u.video),
      NOW,
    );
    expect(figures.shortsViewsAvg).toBe(300); // median of 100, 300, 500
    expect(figures.viewsAvg).toBe(9_000); // the one long-form video
  });

  it("leaves uploads younger than 3 days out of the medians, but not out of the newest upload's date", () => {
    expect(SETTLING_DAYS).toBe(3);
    const uploads = [
      upload("new1", 0.5, 600, 10),
      upload("new2", 2.9, 600, 20),
      upload("old1", 3.1, 600, 1_000),
      upload("old2", 9, 600, 3_000),
    ];
    const figures = uploadFigures(
      uploads.map((u) => u.item),
      uploads.map((u) => u.video),
      NOW,
    );
    expect(figures.viewsAvg).toBe(2_000); // median of the two settled uploads only
    expect(figures.lastMediaAt).toBe(Math.floor(Date.parse(daysAgo(0.5)) / 1000));
  });
});
