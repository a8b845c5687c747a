import { describe, expect, it } from "vitest";
import { qualityBand, sizePresetForFollowers, ZSearchRequestSchema } from "./search.ts";

describe("ZSearchRequestSchema", () => {
  it("fills the defaults of SPEC §9 and accepts the UI's age groups with '-'", () => {
    const body = ZSearchRequestSchema.parse({ audience_age: { groups: ["18-24", "65+"] } });
    expect(body).toMatchObject({ social_network: "instagram", page: 1, limit: 50, audience_age: { groups: ["18_24", "65_plus"] } });
  });

  it("rejects what the issue lists, with a message the UI can show", () => {
    const message = (input: unknown) => ZSearchRequestSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ social_network: "facebook" })).toBe("Unknown social network 'facebook'");
    expect(message({ subscribers_count: { from: 10, to: 5 } })).toBe("subscribers_count: 'from' must not be greater than 'to'");
    expect(message({ audience_gender: { gender: "female", prc: 101 } })).toBe("audience_gender.prc must be between 0 and 100");
    expect(message({ audience_geo: { cities: [{ id: 108410, prc: 12.5 }] } })).toBe("audience_geo prc must be a whole number");
    expect(message({ sort: { field: "likes" } })).toBe("Unknown sort field 'likes'");
  });

  it("treats null and missing filters alike", () => {
    expect(ZSearchRequestSchema.parse({ er: null, category: null, similar: null }).er).toBeNull();
  });
});

describe("business constants", () => {
  it("buckets followers into the size preset of a profile created from a search result (SPEC §7)", () => {
    expect([999, 10_000, 50_000, 500_000, 1_000_000].map(sizePresetForFollowers)).toEqual([
      "1000-10000",
      "10000-50000",
      "50000-500000",
      "500000-1000000",
      "1000000-10000000",
    ]);
  });

  it("names audience quality bands (SPEC §9)", () => {
    expect([95, 85, 61, 40, 25, 10].map(qualityBand)).toEqual(["excellent", "very_good", "good", "average", "could_be_improved", "poor"]);
  });
});
