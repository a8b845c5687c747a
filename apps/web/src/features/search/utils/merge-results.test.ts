import { describe, expect, it } from "vitest";
import { manyResults, searchResult } from "../testing/search-fixtures";
import { toInfluencer } from "./influencer";
import { mergeResults } from "./merge-results";

const local = manyResults(2).map(toInfluencer);
const market = (id: string, username: string, platform: "instagram" | "tiktok" = "instagram") => ({
  influencer: toInfluencer(searchResult({ basic: { id, username, platform, title: username } })),
  source: "Modash",
  fetchedAt: "2026-02-11T09:30:00Z",
});

describe("mergeResults", () => {
  it("keeps our index's order, then the market's, dropping accounts already listed by id or by platform and handle", () => {
    const rows = mergeResults(local, [
      market("1000", "somebody.else"),
      market("7001", "CREATOR.1"),
      market("7002", "creator.1", "tiktok"),
      market("7003", "new.one"),
      market("7003", "new.one"),
    ]);
    expect(rows.map((row) => [row.influencer.id, row.origin.kind])).toEqual([
      ["1000", "index"],
      ["1001", "index"],
      ["7002", "market"],
      ["7003", "market"],
    ]);
    expect(rows[2]?.origin).toEqual({ kind: "market", source: "Modash", fetchedAt: "2026-02-11T09:30:00Z" });
  });
});
