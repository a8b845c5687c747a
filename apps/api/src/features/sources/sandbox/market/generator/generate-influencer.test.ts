import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateInfluencer } from "./generate-influencer.ts";

/**
 * The generator is a pure function of (options, row), and the data it makes is part of the product:
 * demo searches, the benchmark's expected totals and every generated index depend on it. Work on its
 * speed must not change a byte, so this pins a digest of 5,000 rows; a deliberate change to the
 * generated data updates the digest in the same commit.
 */
describe("generateInfluencer", () => {
  it("makes exactly the rows it made before (digest of rows 0–4,999)", () => {
    const hash = createHash("sha256");
    for (let row = 0; row < 5000; row += 1)
      hash.update(`${JSON.stringify(generateInfluencer({ seed: 20260401, asOf: 1_795_000_000 }, row))}\n`);
    expect(hash.digest("hex")).toBe("1dcd134b51658516dc9e0d5dfb1567c071992a46022cae8e760222252bceebc1");
  });
});
