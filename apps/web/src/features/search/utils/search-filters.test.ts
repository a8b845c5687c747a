import type { TLocationItem } from "@radar/contract/search";
import { describe, expect, it } from "vitest";
import {
  addAccountLocation,
  addCustomCategory,
  applySizePreset,
  clearAudienceLocation,
  initialFilters,
  parseFollowerInput,
  removeAudienceLocation,
  type SearchFilters,
  setEngagementInput,
  setFollowerFilter,
  setFollowerInput,
  setFollowerSlider,
  setGender,
  setGenderPercentage,
  setLocationPercentage,
  setPlatform,
  setQualityScore,
  toggleAgeGroup,
  toggleCategory,
  upsertAudienceLocation,
} from "./search-filters";

const SAUDI: TLocationItem = { id: "SA", display_name: "Saudi Arabia", country_code: "SA", type: "country" };
const RIYADH: TLocationItem = { id: 108410, display_name: "Riyadh, Saudi Arabia", country_code: "SA", type: "city" };

function withAudience(): SearchFilters {
  let filters = initialFilters();
  filters = upsertAudienceLocation(filters, SAUDI);
  filters = toggleAgeGroup(filters, "18_24");
  filters = setGender(filters, "female");
  filters = setGenderPercentage(filters, 70);
  filters = setQualityScore(filters, 60);
  return { ...filters, similarTo: "sara.alqahtani", findInfluencersSimilar: true };
}

describe("search filter rules (SPEC §4, §5)", () => {
  it("starts on instagram with the §9 defaults", () => {
    const filters = initialFilters();
    expect(filters.social_network).toBe("instagram");
    expect(filters.audienceQualityScore).toBe(10);
    expect(filters.minimumAudiencePercentage).toBe(10);
    expect(filters.locationPercentage).toBe(20);
    expect(filters.audienceGenderPercentage).toBe(50);
    expect(filters.audience_age).toEqual({ groups: [], prc: 10 });
    // No size chosen yet: the search sends the §9 defaults (build-search-body), never a 1,000,000 cap.
    expect(filters.subscribers_count).toBeNull();
    expect(filters.engagementRate).toEqual({ min: 0, max: 100 });
  });

  it("twitter removes the lookalike, audience location, age, quality score and gender", () => {
    const twitter = setPlatform(withAudience(), "twitter");
    expect(twitter).toMatchObject({
      social_network: "twitter",
      similarTo: "",
      findInfluencersSimilar: false,
      audience_location: [],
      audienceQualityScore: 0,
      minimumAudiencePercentage: null,
      audience_gender: null,
      audienceGenderPercentage: 50,
    });
    expect(twitter.audience_age.groups).toEqual([]);
  });

  it("another platform keeps the audience filters", () => {
    const tiktok = setPlatform(withAudience(), "tiktok");
    expect(tiktok.audience_location).toHaveLength(1);
    expect(tiktok.audience_gender).toBe("female");
    expect(tiktok.similarTo).toBe("sara.alqahtani");
  });

  it("gender 'any' removes the gender and its percentage and puts the slider back to 50", () => {
    const any = setGender(withAudience(), "any");
    expect(any.audience_gender).toBeNull();
    expect(any.audienceGenderPercentage).toBe(50);
  });

  it("age 'any' is exclusive both ways", () => {
    let filters = toggleAgeGroup(initialFilters(), "18_24");
    filters = toggleAgeGroup(filters, "25_34");
    expect(filters.audience_age.groups).toEqual(["18_24", "25_34"]);
    filters = toggleAgeGroup(filters, "any");
    expect(filters.audience_age.groups).toEqual(["any"]);
    filters = toggleAgeGroup(filters, "35_44");
    expect(filters.audience_age.groups).toEqual(["35_44"]);
    filters = toggleAgeGroup(filters, "35_44");
    expect(filters.audience_age.groups).toEqual([]);
  });

  it("a preset sets the range; the slider or an input clears the preset", () => {
    const mid = applySizePreset(initialFilters(), "50000-500000");
    expect(mid).toMatchObject({ size_preset: "50000-500000", subscribers_count: { from: 50_000, to: 500_000 } });
    expect(applySizePreset(initialFilters(), "1000000").subscribers_count).toEqual({ from: 1_000_000, to: null });
    expect(setFollowerSlider(mid, [60_000, 400_000])).toMatchObject({
      size_preset: null,
      subscribers_count: { from: 60_000, to: 400_000 },
    });
    expect(setFollowerInput(mid, "to", "450000")).toMatchObject({ size_preset: null, subscribers_count: { from: 50_000, to: 450_000 } });
  });

  it("enabling the follower filter picks the mid preset (50,000 to 500,000)", () => {
    const on = setFollowerFilter(initialFilters(), true);
    expect(on).toMatchObject({ followerFilter: true, size_preset: "50000-500000", subscribers_count: { from: 50_000, to: 500_000 } });
    expect(setFollowerFilter(on, false).followerFilter).toBe(false);
  });

  it("the slider's maximum (5,000,000) means no upper bound", () => {
    expect(setFollowerSlider(initialFilters(), [1_000, 5_000_000]).subscribers_count).toEqual({ from: 1_000, to: null });
    expect(setFollowerSlider(initialFilters(), [1_000, 4_999_000]).subscribers_count).toEqual({ from: 1_000, to: 4_999_000 });
  });

  it("inputs: an empty 'from' is 0, an empty 'to' is no limit; non-negative, 'to' at most 100,000,000", () => {
    const start = applySizePreset(initialFilters(), "10000-50000");
    expect(setFollowerInput(start, "from", "").subscribers_count).toEqual({ from: 0, to: 50_000 });
    expect(setFollowerInput(start, "to", "").subscribers_count).toEqual({ from: 10_000, to: null });
    expect(setFollowerInput(start, "from", "-5").subscribers_count?.from).toBe(0);
    expect(setFollowerInput(start, "to", "250000000").subscribers_count?.to).toBe(100_000_000);
    expect(setFollowerInput(start, "from", "abc").subscribers_count?.from).toBe(0);
    // A bound that crosses the other moves it along instead of sending an impossible range.
    expect(setFollowerInput(start, "from", "80000").subscribers_count).toEqual({ from: 80_000, to: 80_000 });
    expect(setFollowerInput(start, "to", "5000").subscribers_count).toEqual({ from: 5_000, to: 5_000 });
    expect(parseFollowerInput("12,500")).toBe(12_500);
  });

  it("a quality score above 0 sets minimumAudiencePercentage to 10; 0 (any) clears it", () => {
    const off = setQualityScore(initialFilters(), 0);
    expect(off).toMatchObject({ audienceQualityScore: 0, minimumAudiencePercentage: null });
    expect(setQualityScore(off, 80)).toMatchObject({ audienceQualityScore: 80, minimumAudiencePercentage: 10 });
  });

  it("the percentage slider sets the share of every selected country and city", () => {
    let filters = upsertAudienceLocation(initialFilters(), SAUDI);
    filters = upsertAudienceLocation(filters, RIYADH);
    expect(filters.audience_location.map((place) => place.prc)).toEqual([20, 20]);
    filters = setLocationPercentage(filters, 35);
    expect(filters.locationPercentage).toBe(35);
    expect(filters.audience_location.map((place) => place.prc)).toEqual([35, 35]);
  });

  it("clearing the audience location resets the percentage to 20", () => {
    const filters = setLocationPercentage(upsertAudienceLocation(initialFilters(), SAUDI), 60);
    expect(clearAudienceLocation(filters)).toMatchObject({ audience_location: [], locationPercentage: 20 });
  });

  it("a country is upserted by its code and a city by its id", () => {
    let filters = upsertAudienceLocation(initialFilters(), SAUDI);
    filters = setLocationPercentage(filters, 30);
    filters = { ...filters, locationPercentage: 45 };
    // The same country again (another display name, another language) updates it in place.
    filters = upsertAudienceLocation(filters, { id: "sa", display_name: "السعودية", country_code: "sa", type: "country" });
    expect(filters.audience_location).toEqual([{ type: "country", id: "SA", countryCode: "SA", name: "السعودية", prc: 45 }]);
    filters = upsertAudienceLocation(filters, RIYADH);
    filters = upsertAudienceLocation(filters, { ...RIYADH, id: "108410", display_name: "الرياض، السعودية" });
    expect(filters.audience_location).toHaveLength(2);
    expect(filters.audience_location[1]).toMatchObject({ type: "city", id: 108410, name: "الرياض، السعودية" });
    filters = removeAudienceLocation(filters, filters.audience_location[0] as SearchFilters["audience_location"][number]);
    expect(filters.audience_location.map((place) => place.id)).toEqual([108410]);
  });

  it("keeps each account location once", () => {
    const filters = addAccountLocation(addAccountLocation(initialFilters(), SAUDI), SAUDI);
    expect(filters.account_location).toEqual([{ type: "country", id: "SA", countryCode: "SA", name: "Saudi Arabia" }]);
  });

  it("engagement inputs fall back to 0 (min) and 100 (max) when not numeric, in steps of 0.1", () => {
    let filters = setEngagementInput(initialFilters(), "min", "2.345");
    expect(filters.engagementRate).toEqual({ min: 2.3, max: 100 });
    filters = setEngagementInput(filters, "max", "abc");
    expect(filters.engagementRate.max).toBe(100);
    filters = setEngagementInput(filters, "max", "7.5");
    filters = setEngagementInput(filters, "min", "");
    expect(filters.engagementRate).toEqual({ min: 0, max: 7.5 });
    expect(setEngagementInput(filters, "max", "250").engagementRate.max).toBe(100);
    expect(setEngagementInput(filters, "min", "9").engagementRate).toEqual({ min: 9, max: 9 });
  });

  it("a custom category must be non-empty after trimming, and is added once", () => {
    expect(addCustomCategory(initialFilters(), "   ").category.include).toEqual([]);
    let filters = addCustomCategory(initialFilters(), "  Dates & Coffee ");
    expect(filters.category.include).toEqual(["Dates & Coffee"]);
    filters = addCustomCategory(filters, "dates & coffee");
    expect(filters.category.include).toEqual(["Dates & Coffee"]);
  });

  it("a category is either included or excluded", () => {
    let filters = toggleCategory(initialFilters(), "include", 1021);
    filters = toggleCategory(filters, "exclude", 1021);
    expect(filters.category).toEqual({ include: [], exclude: [1021] });
  });
});
