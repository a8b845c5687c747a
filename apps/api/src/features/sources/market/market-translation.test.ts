import { ZSearchRequestSchema } from "@radar/contract/search";
import { describe, expect, it } from "vitest";
import { activeFilters, SEARCH_FILTERS, toSearchQuery } from "../../discovery/public.ts";
import { HYPEAUDITOR_TRANSLATIONS, hypeAuditorMarketBody } from "./hypeauditor-market-body.ts";
import { MODASH_TRANSLATIONS, type ModashDictionary, modashMarketBody } from "./modash-market-body.ts";
import { translateFilters } from "./vendor-translation.ts";

const NOW = 1_795_000_000;
const dictionary: ModashDictionary = {
  platform: "instagram",
  now: NOW,
  locationOfCountry: async (code) => ({ SA: 1, AE: 2 })[code] ?? null,
  interestOfCategory: async (id) => (id === 1020 ? 77 : null),
};

const queryOf = (body: object) => toSearchQuery(ZSearchRequestSchema.parse({ social_network: "instagram", ...body }));

async function hypeAuditor(body: object) {
  const query = queryOf(body);
  const out = hypeAuditorMarketBody("instagram", 1, query.similar);
  const translation = await translateFilters(query, activeFilters(query), HYPEAUDITOR_TRANSLATIONS, out, null);
  return { body: out, translation };
}

async function modash(body: object) {
  const query = queryOf(body);
  const out = modashMarketBody(1, query.similar);
  const translation = await translateFilters(query, activeFilters(query), MODASH_TRANSLATIONS, out, dictionary);
  return { body: out, translation };
}

describe("every filter of the registry, in each vendor's language", () => {
  it("is written into the body or named as applied after the fetch, for each vendor", async () => {
    for (const entry of SEARCH_FILTERS) {
      for (const [vendor, translate, blank] of [
        ["hypeauditor", hypeAuditor, JSON.stringify(hypeAuditorMarketBody("instagram", 1, null))],
        ["modash", modash, JSON.stringify(modashMarketBody(1, null))],
      ] as const) {
        const { body, translation } = await translate(entry.example);
        const after = translation.after.includes(entry.key);
        expect(after || JSON.stringify(body) !== blank, `${vendor} ${entry.key}`).toBe(true);
        if (after) expect(JSON.stringify(body), `${vendor} ${entry.key} wrote a filter it says it cannot apply`).toBe(blank);
      }
    }
  });

  it("HypeAuditor: its own units and keys", async () => {
    const { body, translation } = await hypeAuditor({
      subscribers_count: { from: 50_000, to: 500_000 },
      er: { from: 2.5 },
      account_gender: "female",
      account_type: ["personal", "creator"],
      account_geo: { country: ["SA"] },
      audience_geo: { countries: [{ id: "SA", prc: 30 }] },
      audience_age: { groups: ["18_24", "65_plus"], prc: 40 },
      category: { include: [1020] },
      interests: [3],
    });
    expect(body).toMatchObject({
      subscribers_count: { from: 50_000, to: 500_000 },
      er: { from: 2.5 },
      account_gender: "female",
      account_type: "human",
      account_geo: { country: ["sa"] },
      audience_geo: { countries: [{ id: "sa", prc: 30 }] },
      audience_age: { groups: ["18_24", "65"], prc: 40 },
      category: { include: [1020] },
    });
    expect(translation.after).toEqual(["interests"]);
    // YouTube has thematics of another taxonomy and no aqs: held to after the fetch.
    const query = toSearchQuery(
      ZSearchRequestSchema.parse({ social_network: "youtube", aqs: { from: 60 }, category: { include: [1020] } }),
    );
    const youtube = hypeAuditorMarketBody("youtube", 1, null);
    const held = await translateFilters(query, activeFilters(query), HYPEAUDITOR_TRANSLATIONS, youtube, null);
    expect(held.after.sort()).toEqual(["aqs", "include"]);
  });

  it("Modash: fractions, dictionary ids, rounded followers held to after the fetch", async () => {
    const { body, translation } = await modash({
      subscribers_count: { from: 50_000, to: 500_000 },
      er: { from: 2.5, to: 9 },
      account_gender: "female",
      account_geo: { country: ["SA"] },
      audience_geo: { countries: [{ id: "AE", prc: 30 }] },
      audience_age: { groups: ["18_24", "25_34"], prc: 40 },
      audience_gender: { gender: "female", prc: 60 },
      category: { include: [1020] },
      last_media_time: { from: NOW - 10 * 86_400 },
      similar: "sara.alqahtani",
    });
    expect(body).toEqual({
      page: 0,
      sort: { field: "relevance", direction: "desc" },
      filter: {
        influencer: {
          relevance: ["@sara.alqahtani"],
          followers: { min: 50_000, max: 500_000 },
          engagementRate: 0.025,
          gender: "FEMALE",
          location: [1],
          interests: [77],
          lastposted: 10,
        },
        audience: {
          location: [{ id: 2, weight: 0.3 }],
          ageRange: { min: "18", max: "34", weight: 0.4 },
          gender: { id: "FEMALE", weight: 0.6 },
        },
      },
    });
    expect(translation.recheck.sort()).toEqual(["erBp", "followers"]);
    expect(translation.after).toEqual([]);
    // A category Modash has no interest for, a country it has no location for, groups that are not consecutive.
    const unknown = await modash({
      category: { include: [1049] },
      account_geo: { country: ["KW"] },
      audience_age: { groups: ["13_17", "45_54"] },
    });
    expect(unknown.translation.after.sort()).toEqual(["accountPlaces", "audienceAge", "include"]);
  });
});
