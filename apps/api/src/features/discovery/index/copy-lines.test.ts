import { describe, expect, it } from "vitest";
import { generateInfluencer } from "../../../tools/seed/generate-influencer.ts";
import { influencerCopyLine, profileCopyLine } from "./copy-lines.ts";
import { copyLine } from "./copy-text.ts";
import { influencerId } from "./influencer-record.ts";
import { influencerRow, profileRow } from "./influencer-rows.ts";

// Generated profiles (as the seed makes them: both scripts, every platform, missing audiences) are
// varied enough to exercise every column of both encoders.
const OPTIONS = { seed: 7, asOf: 1_793_491_200 };
const sample = Array.from({ length: 300 }, (_, row) => generateInfluencer(OPTIONS, row + 3));

describe("COPY lines", () => {
  it("writes the same COPY text through the fast encoder as through the generic one", () => {
    for (const r of sample) {
      const id = influencerId(r.platform, r.username);
      expect(influencerCopyLine(r, id)).toBe(copyLine(influencerRow(r, id)));
      expect(profileCopyLine(r, id)).toBe(copyLine(profileRow(r, id)));
    }
  });
});
