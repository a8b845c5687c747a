import type { TProfileTargeting } from "@radar/contract/profiles";
import { describe, expect, it } from "vitest";
import { createProfilePayload } from "./add-profile-payload";
import type { Influencer } from "./influencer";
import { engagementRangeFor, filtersFromTargeting, followerRangeFor } from "./profile-prefill";
import { sampleInfluencers } from "./sample-influencers";
import { initialFilters } from "./search-filters";

const TARGETING: TProfileTargeting = {
  id: 7,
  platform: "instagram",
  username: "sara.alqahtani",
  targeted_category: "Food & Cooking",
  category_id: 1035,
  targeted_gender: "female",
  age_groups: ["25_34", "65_plus"],
  size_preset: "50000-500000",
  followers: 184_301,
  engagement: 0.0412,
};

describe("the profile-pre-filled search (SPEC §3, §4)", () => {
  it("ranges followers at 0.8 and 1.2 of the profile's, rounded down", () => {
    expect(followerRangeFor(184_301)).toEqual({ from: 147_440, to: 221_161 });
  });

  it("ranges engagement with the same factors, in percent steps of 0.1 around the profile's own rate", () => {
    expect(engagementRangeFor(0.0412)).toEqual({ min: 3.2, max: 5 });
    expect(engagementRangeFor(0.05)).toEqual({ min: 4, max: 6 });
  });

  it("takes the platform, category, gender, age groups and ranges from the targeting", () => {
    const filters = filtersFromTargeting(initialFilters(), TARGETING);
    expect(filters).toMatchObject({
      social_network: "instagram",
      category: { include: [1035], exclude: [] },
      audience_gender: "female",
      audience_age: { groups: ["25_34", "65_plus"], prc: 10 },
      followerFilter: true,
      subscribers_count: { from: 147_440, to: 221_161 },
      engagementRate: { min: 3.2, max: 5 },
    });
  });

  it("leaves out a category the index does not know, 'other' gender, and twitter's audience", () => {
    const general = filtersFromTargeting(initialFilters(), { ...TARGETING, category_id: 1, targeted_gender: "other" });
    expect(general.category.include).toEqual([]);
    expect(general.audience_gender).toBeNull();
    const twitter = filtersFromTargeting(initialFilters(), { ...TARGETING, platform: "twitter" });
    expect(twitter.audience_gender).toBeNull();
    expect(twitter.audience_age.groups).toEqual([]);
  });
});

describe("creating a profile from a search result (SPEC §7)", () => {
  const influencer = (followers: number): Influencer => ({
    ...(sampleInfluencers([])[0] as Influencer),
    username: "noura.eats",
    platform: "tiktok",
    url: "https://www.tiktok.com/@noura.eats",
    followers,
  });

  it("sends gender 'other', age 25–34, the 'General' category and the platform", () => {
    expect(createProfilePayload(influencer(60_000))).toEqual({
      username: "noura.eats",
      profile_url: "https://www.tiktok.com/@noura.eats",
      targeted_category: "General",
      category_id: 1,
      targeted_gender: "other",
      age_groups: ["25_34"],
      size_preset: "50000-500000",
      platform: "tiktok",
    });
  });

  it.each([
    [1_000_000, "1000000-10000000"],
    [999_999, "500000-1000000"],
    [500_000, "500000-1000000"],
    [50_000, "50000-500000"],
    [10_000, "10000-50000"],
    [9_999, "1000-10000"],
  ])("buckets %i followers as %s", (followers, preset) => {
    expect(createProfilePayload(influencer(followers)).size_preset).toBe(preset);
  });
});

describe("the local sample list", () => {
  it("keeps the samples of the searched category, or all of them", () => {
    expect(sampleInfluencers([1035]).map((sample) => sample.username)).toEqual(["sample.kitchen", "sample.dates"]);
    expect(sampleInfluencers([]).length).toBe(8);
    expect(sampleInfluencers(["nothing"]).every((sample) => sample.sample)).toBe(true);
  });
});
