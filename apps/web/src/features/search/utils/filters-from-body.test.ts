import { describe, expect, it } from "vitest";
import { buildSearchBody, DEFAULT_SORT, type SearchMode } from "./build-search-body";
import { filtersFromSearchBody } from "./filters-from-body";
import {
  addCustomCategory,
  applySizePreset,
  initialFilters,
  type SearchFilters,
  setFollowerFilter,
  setGender,
  setQualityScore,
  toggleAgeGroup,
  upsertAudienceLocation,
} from "./search-filters";

const body = (filters: SearchFilters, mode: SearchMode) => buildSearchBody(filters, { mode, page: 1, sort: DEFAULT_SORT }).body;

/** A saved search re-runs with the very body it was saved with (the charging rule keys on it). */
function roundTrip(filters: SearchFilters, mode: SearchMode) {
  const saved = body(filters, mode);
  const loaded = filtersFromSearchBody(saved, "en");
  expect(loaded).not.toBeNull();
  expect(loaded?.mode).toBe(mode);
  expect(body(loaded?.filters ?? initialFilters(), loaded?.mode ?? "basic")).toEqual(saved);
  return loaded;
}

describe("filtersFromSearchBody", () => {
  it("reads a group spelled with '-' as the contract's group, and 'any' as no age filter", () => {
    const loaded = filtersFromSearchBody({ social_network: "instagram", audience_age: { groups: ["18-24", "65+", "any"], prc: 30 } }, "en");
    expect(loaded?.filters.audience_age).toEqual({ groups: ["18_24", "65_plus"], prc: 30 });
  });

  it("names a saved search's cities in the screen's language from the names that come with it", () => {
    const cities = [{ id: 108410, name: "Riyadh", name_ar: "الرياض", country_code: "SA" }];
    const saved = { social_network: "instagram", account_geo: { city: [108410] }, audience_geo: { cities: [{ id: 108410, prc: 30 }] } };
    const arabic = filtersFromSearchBody(saved, "ar", cities);
    expect(arabic?.filters.account_location).toEqual([{ type: "city", id: 108410, countryCode: "SA", name: "الرياض" }]);
    expect(arabic?.filters.audience_location).toEqual([{ type: "city", id: 108410, countryCode: "SA", name: "الرياض", prc: 30 }]);
    expect(filtersFromSearchBody(saved, "en", cities)?.filters.account_location[0]?.name).toBe("Riyadh");
  });

  it("gives back the untouched basic search", () => {
    roundTrip(initialFilters(), "basic");
  });

  it("gives back a basic search with a size, categories, a quality score and places", () => {
    let filters = applySizePreset(initialFilters(), "10000-50000");
    filters = addCustomCategory(filters, "coffee");
    filters = { ...filters, category: { ...filters.category, include: [...filters.category.include, 7] } };
    filters = setQualityScore(filters, 60);
    filters = upsertAudienceLocation(filters, { type: "country", id: "SA", country_code: "sa", display_name: "Saudi Arabia" } as never);
    filters = {
      ...filters,
      account_location: [{ type: "city", id: 108410, countryCode: "SA", name: "Riyadh" }],
      engagementRate: { min: 1.5, max: 20 },
    };
    const loaded = roundTrip(filters, "basic");
    expect(loaded?.filters.audience_location[0]?.name).toBe("Saudi Arabia");
  });

  it("gives back a deep search with audience, performance and account filters", () => {
    let filters = setFollowerFilter(initialFilters(), true);
    filters = toggleAgeGroup(filters, "18_24");
    filters = toggleAgeGroup(filters, "65_plus");
    filters = setGender(filters, "female");
    filters = {
      ...filters,
      audienceGenderPercentage: 70,
      averageViews: { filter: true, min: 5000, max: null },
      interests: [3, 9],
      verified: true,
      account_has_contacts: true,
      account_type: "creator",
      account_gender: "female",
      account_languages: ["ar"],
      filterByDate: true,
      recentPost: "2026-01-15",
      findInfluencersSimilar: true,
      similarTo: "@sara",
      category: { include: [2], exclude: [5] },
    };
    roundTrip(filters, "deep");
  });

  it("opens a deep search without deep-only filters in deep mode (its follower defaults say so)", () => {
    roundTrip(initialFilters(), "deep");
  });

  it("reads a body without a quality filter as 'any' and a preset's range as that preset", () => {
    const loaded = filtersFromSearchBody({ social_network: "instagram", subscribers_count: { from: 10_000, to: 50_000 } }, "en");
    expect(loaded?.filters.audienceQualityScore).toBe(0);
    expect(loaded?.filters.size_preset).toBe("10000-50000");
    const rebuilt = body(loaded?.filters ?? initialFilters(), loaded?.mode ?? "basic");
    expect(rebuilt).not.toHaveProperty("aqs");
    expect(rebuilt.subscribers_count).toEqual({ from: 10_000, to: 50_000 });
  });

  it("refuses a body that is not a search", () => {
    expect(filtersFromSearchBody({ social_network: "myspace" }, "en")).toBeNull();
  });
});
