import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ageGroupsForRequest, buildSearchBody, DEFAULT_SORT, recentPostSeconds, type SearchMode } from "./build-search-body";
import { dropEmpty } from "./drop-empty";
import { AGE_CHOICES } from "./search-constants";
import {
  addCustomCategory,
  applySizePreset,
  initialFilters,
  type SearchFilters,
  setFollowerFilter,
  setFollowerSlider,
  setGender,
  setPlatform,
  setQualityScore,
  toggleAgeGroup,
  upsertAudienceLocation,
} from "./search-filters";

const build = (filters: SearchFilters, mode: SearchMode = "basic", page = 1) =>
  buildSearchBody(filters, { mode, page, sort: DEFAULT_SORT });

describe("buildSearchBody (SPEC §7)", () => {
  it("sends the basic defaults and nothing blank: untouched, followers 1,000 to 10,000,000 (Mega accounts included)", () => {
    expect(build(initialFilters()).body).toEqual({
      social_network: "instagram",
      page: 1,
      limit: 50,
      sort: { field: "followers", order: "desc" },
      subscribers_count: { from: 1_000, to: 10_000_000 },
      aqs: { from: 10, to: 100 },
    });
  });

  it("uses the §9 default follower bounds when the follower filter is missing", () => {
    expect(build(initialFilters(), "deep").body.subscribers_count).toEqual({ from: 1_000, to: 5_000_000 });
    expect(build({ ...initialFilters(), subscribers_count: null }, "basic").body.subscribers_count).toEqual({
      from: 1_000,
      to: 10_000_000,
    });
    const on = setFollowerFilter(initialFilters(), true);
    expect(build(on, "deep").body.subscribers_count).toEqual({ from: 50_000, to: 500_000 });
  });

  it("omits 'to' at the slider's maximum and for the mega preset (no upper bound)", () => {
    expect(build(setFollowerSlider(initialFilters(), [2_000, 5_000_000])).body.subscribers_count).toEqual({ from: 2_000 });
    expect(build(applySizePreset(initialFilters(), "1000000")).body.subscribers_count).toEqual({ from: 1_000_000 });
  });

  it("replaces '-' with '_' in age groups and leaves 'any' out", () => {
    expect(ageGroupsForRequest(AGE_CHOICES)).toEqual(["13_17", "18_24", "25_34", "35_44", "45_54", "55_64", "65_plus"]);
    let filters = toggleAgeGroup(initialFilters(), "18_24");
    filters = toggleAgeGroup(filters, "65_plus");
    expect(build(filters, "deep").body.audience_age).toEqual({ groups: ["18_24", "65_plus"], prc: 10 });
    expect(build(toggleAgeGroup(initialFilters(), "any"), "deep").body.audience_age).toBeUndefined();
  });

  it("sends audience places with their shares and account places by code and id", () => {
    let filters = upsertAudienceLocation(initialFilters(), { id: "AE", display_name: "UAE", country_code: "AE", type: "country" });
    filters = upsertAudienceLocation(filters, { id: 108410, display_name: "Riyadh", country_code: "SA", type: "city" });
    filters = { ...filters, account_location: [{ type: "country", id: "KW", countryCode: "KW", name: "Kuwait" }] };
    const { body } = build(filters);
    expect(body.audience_geo).toEqual({ countries: [{ id: "AE", prc: 20 }], cities: [{ id: 108410, prc: 20 }] });
    expect(body.account_geo).toEqual({ country: ["KW"] });
  });

  it("sends the gender with its share, and no gender for 'any'", () => {
    const female = setGender(initialFilters(), "female");
    expect(build(female, "deep").body.audience_gender).toEqual({ gender: "female", prc: 50 });
    expect(build(setGender(female, "any"), "deep").body.audience_gender).toBeUndefined();
  });

  it("leaves the deep-only filters out of a basic search", () => {
    let filters = setGender(toggleAgeGroup(initialFilters(), "18_24"), "male");
    filters = { ...filters, interests: [3], verified: true, account_type: "brand", category: { include: [1021], exclude: [1020] } };
    const basic = build(filters).body;
    expect(basic).not.toHaveProperty("audience_age");
    expect(basic).not.toHaveProperty("audience_gender");
    expect(basic).not.toHaveProperty("interests");
    expect(basic).not.toHaveProperty("verified_only");
    expect(basic.category).toEqual({ include: [1021] });
    const deep = build(filters, "deep").body;
    expect(deep).toMatchObject({
      interests: [3],
      verified_only: true,
      account_type: "brand",
      category: { include: [1021], exclude: [1020] },
    });
  });

  it("sends the recent-post date as Unix seconds; an invalid date is a warning and no timestamp", () => {
    const dated = { ...initialFilters(), filterByDate: true, recentPost: "2025-03-01" };
    expect(build(dated, "deep").body.last_media_time).toEqual({ from: new Date("2025-03-01T00:00:00").getTime() / 1000 });
    expect(build({ ...dated, filterByDate: false }, "deep").body.last_media_time).toBeUndefined();
    const invalid = build({ ...dated, recentPost: "2025-02-31x" }, "deep");
    expect(invalid.warnings).toEqual(["invalidDate"]);
    expect(invalid.body.last_media_time).toBeUndefined();
    expect(recentPostSeconds("")).toBeUndefined();
  });

  it("sends views with the 10,000,000 upper bound by default, and engagement only when narrowed", () => {
    const views = { ...initialFilters(), averageViews: { filter: true, min: 5_000, max: null } };
    expect(build(views, "deep").body.views_avg).toEqual({ from: 5_000, to: 10_000_000 });
    expect(build(initialFilters(), "deep").body.er).toBeUndefined();
    expect(build({ ...initialFilters(), engagementRate: { min: 2.5, max: 100 } }).body.er).toEqual({ from: 2.5, to: 100 });
  });

  it("sends the quality score as aqs from the score to 100, and none for 'any'", () => {
    expect(build(setQualityScore(initialFilters(), 80)).body.aqs).toEqual({ from: 80, to: 100 });
    expect(build(setQualityScore(initialFilters(), 0)).body.aqs).toBeUndefined();
  });

  it("asks for lookalikes only when 'find similar' is ticked", () => {
    const filters = { ...initialFilters(), similarTo: " @sara.alqahtani " };
    expect(build(filters, "deep").body.similar).toBeUndefined();
    expect(build({ ...filters, findInfluencersSimilar: true }, "deep").body.similar).toBe("sara.alqahtani");
  });

  it("never sends an audience filter on twitter", () => {
    let filters = setGender(toggleAgeGroup(initialFilters(), "18_24"), "female");
    filters = upsertAudienceLocation(filters, { id: "SA", display_name: "Saudi Arabia", country_code: "SA", type: "country" });
    // Even if twitter arrives without the platform rule (a pre-filled search), the body stays clean.
    const body = build({ ...filters, social_network: "twitter" }, "deep").body;
    for (const key of ["audience_geo", "audience_age", "audience_gender", "aqs", "similar"]) expect(body).not.toHaveProperty(key);
    expect(build(setPlatform(filters, "twitter"), "deep").body.social_network).toBe("twitter");
  });

  it("sends a custom category as a keyword and the profile id", () => {
    const filters = addCustomCategory(initialFilters(), " dates ");
    const { body } = buildSearchBody(filters, { mode: "basic", page: 3, sort: { field: "engagement", order: "asc" }, profileId: 7 });
    expect(body).toMatchObject({
      page: 3,
      category: { include: ["dates"] },
      sort: { field: "engagement", order: "asc" },
      social_profile_id: 7,
    });
  });

  it("drops blank, null, empty-array and empty-object params at every depth, keeping 0 and false", () => {
    expect(
      dropEmpty({ a: "", b: " ", c: null, d: undefined, e: [], f: {}, g: { h: [], i: { j: null } }, k: 0, l: false, m: [""] }),
    ).toEqual({
      k: 0,
      l: false,
    });
  });

  it("never sends a blank, null, empty array or empty object, whatever the filters (property)", () => {
    const place = fc.record({
      type: fc.constantFrom("country" as const, "city" as const),
      id: fc.constantFrom("SA", 108410),
      countryCode: fc.constantFrom("SA", "AE"),
      name: fc.string(),
      prc: fc.integer({ min: 0, max: 100 }),
    });
    const filters = fc.record({
      recentPost: fc.constantFrom("", "2025-01-01", "nope"),
      filterByDate: fc.boolean(),
      similarTo: fc.constantFrom("", " ", "sara"),
      findInfluencersSimilar: fc.boolean(),
      audienceQualityScore: fc.integer({ min: 0, max: 100 }),
      groups: fc.subarray([...AGE_CHOICES]),
      gender: fc.constantFrom(null, "male" as const, "female" as const),
      places: fc.array(place, { maxLength: 3 }),
      include: fc.array(fc.oneof(fc.integer({ min: 1000, max: 1052 }), fc.string()), { maxLength: 3 }),
      interests: fc.array(fc.integer({ min: 1, max: 82 }), { maxLength: 3 }),
      platform: fc.constantFrom("instagram" as const, "tiktok" as const, "youtube" as const, "twitter" as const),
      mode: fc.constantFrom("basic" as const, "deep" as const),
    });
    const isBlank = (value: unknown): boolean =>
      value === null ||
      value === undefined ||
      (typeof value === "string" && value.trim() === "") ||
      (Array.isArray(value) && (value.length === 0 || value.some(isBlank))) ||
      (typeof value === "object" && !Array.isArray(value) && (Object.keys(value).length === 0 || Object.values(value).some(isBlank)));
    fc.assert(
      fc.property(filters, (input) => {
        const base = initialFilters();
        const state: SearchFilters = {
          ...base,
          social_network: input.platform,
          recentPost: input.recentPost,
          filterByDate: input.filterByDate,
          similarTo: input.similarTo,
          findInfluencersSimilar: input.findInfluencersSimilar,
          audienceQualityScore: input.audienceQualityScore,
          audience_age: { groups: input.groups, prc: 10 },
          audience_gender: input.gender,
          audience_location: input.places,
          category: { include: input.include, exclude: [] },
          interests: input.interests,
        };
        const { body } = build(state, input.mode);
        expect(isBlank(body)).toBe(false);
      }),
    );
  });
});
