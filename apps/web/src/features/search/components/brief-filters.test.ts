import { ZBriefAnswerSchema } from "@radar/contract/brief";
import { describe, expect, it } from "vitest";
import { briefChips, briefFilters, briefLeftovers } from "./brief-filters";

const answer = ZBriefAnswerSchema.parse({
  filters: {
    social_network: "tiktok",
    account_geo: { country: ["SA", "AE", "KW", "QA", "BH", "OM"], city: [108410] },
    audience_geo: { countries: [{ id: "SA", prc: 70 }], cities: [] },
    audience_age: { groups: ["18_24", "25_34"], prc: 30 },
    category: { include: [1020, 1030] },
    account_languages: ["ar"],
    er: { from: 3 },
    verified_only: true,
  },
  understood: [
    { span: "TikTok", field: "social_network", value: "tiktok" },
    { span: "Gulf", field: "account_geo", value: "SA,AE,KW,QA,BH,OM" },
    { span: "Saudi", field: "account_geo", value: "SA" },
    { span: "Riyadh", field: "account_geo", value: "108410" },
    { span: "70% Saudi audience", field: "audience_geo", value: "SA:70" },
    { span: "aged 18 to 34", field: "audience_age", value: "18_24,25_34" },
    { span: "beauty", field: "category", value: "1020" },
    { span: "fashion", field: "category", value: "1030" },
    { span: "Arabic", field: "account_languages", value: "ar" },
    { span: "high engagement", field: "er", value: '{"from":3}' },
    { span: "verified", field: "verified_only", value: true },
    { span: "Saudi", field: "account_geo", value: "SA" },
    { span: "snap", field: "unsupported_platform", value: "snapchat" },
  ],
  not_understood: ["zorblax", " zorblax ", "x".repeat(80)],
  unsupported: ["snap"],
  cities: [],
});

const keyOf = (span: string) => briefChips(answer).find((chip) => chip.span === span)?.key ?? "";

describe("briefFilters", () => {
  it("gives one chip per thing set, without unsupported platforms", () => {
    const chips = briefChips(answer);
    expect(chips.filter((chip) => chip.span === "Saudi")).toHaveLength(1);
    expect(chips.some((chip) => chip.field === "unsupported_platform")).toBe(false);
    expect(briefLeftovers(answer)).toEqual(["zorblax", "x".repeat(80)]);
  });

  it("is the server's body when nothing is removed or kept", () => {
    expect(briefFilters(answer, new Set(), [])).toEqual(answer.filters);
  });

  it("removes what a chip set, but not what another chip left still sets", () => {
    const body = briefFilters(answer, new Set([keyOf("Gulf"), keyOf("Riyadh"), keyOf("beauty")]), []);
    expect(body.account_geo).toEqual({ country: ["SA"], city: [] });
    expect(body.category?.include).toEqual([1030]);
    expect(body.social_network).toBe("tiktok");
  });

  it("clears single-valued and list fields whose chips are all gone", () => {
    const gone = ["TikTok", "Gulf", "Saudi", "Riyadh", "70% Saudi audience", "aged 18 to 34", "Arabic", "high engagement", "verified"];
    const body = briefFilters(answer, new Set(gone.map(keyOf)), []);
    expect(body.social_network).toBe("instagram");
    expect(body.account_geo).toBeNull();
    expect(body.audience_geo).toBeNull();
    expect(body.audience_age).toBeNull();
    expect(body.account_languages).toEqual([]);
    expect(body.er).toBeNull();
    expect(body.verified_only).toBeNull();
  });

  it("adds kept spans as keywords once, within the contract's length", () => {
    const body = briefFilters(answer, new Set(), ["zorblax", "ZORBLAX", "x".repeat(80), "  "]);
    expect(body.category?.include).toEqual([1020, 1030, "zorblax", "x".repeat(60)]);
  });
});
