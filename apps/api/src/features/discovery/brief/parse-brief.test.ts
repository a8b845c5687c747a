import { ZSearchRequestSchema } from "@radar/contract/search";
import { describe, expect, it } from "vitest";
import { parseBrief } from "./parse-brief.ts";
import { arabicVariants, tokenize, westernDigits } from "./tokenize.ts";

const filters = (text: string) => parseBrief(text).filters;

describe("tokenising and Arabic normalisation", () => {
  it("reads Arabic-Indic and Eastern Arabic-Indic digits, thousands and decimal separators", () => {
    expect(westernDigits("٥٠ ۱۲")).toBe("50 12");
    expect(tokenize("١٠٠,٠٠٠ 2,5 ٢٫٥").map((t) => t.number)).toEqual([100_000, 2.5, 2.5]);
  });
  it("folds hamza and alef forms, taa marbuta, alef maqsura, diacritics and tatweel", () => {
    expect(tokenize("إنستغـرام مُؤثِّرة مستشفى").map((t) => t.norm)).toEqual(["انستغرام", "موثره", "مستشفي"]);
    expect(filters("أبوظبي").account_geo?.city).toEqual(filters("ابوظبى").account_geo?.city);
  });
  it("takes attached particles off Arabic words", () => {
    expect(arabicVariants("وجمهورهن")).toContain("جمهورهن");
    expect(arabicVariants("بالرياض")).toContain("الرياض");
    expect(arabicVariants("للسعوديه")).toContain("السعوديه");
  });
});

describe("numbers and ranges", () => {
  it.each([
    ["over 50k followers", { from: 50_000, to: null }],
    ["فوق ٥٠ ألف متابع", { from: 50_000, to: null }],
    ["أكثر من 2 مليون", { from: 2_000_000, to: null }],
    ["less than 10k", { from: null, to: 10_000 }],
    ["أقل من ١٠ آلاف", { from: null, to: 10_000 }],
    ["between 100k and 1M", { from: 100_000, to: 1_000_000 }],
    ["بين ٥٠ و ١٠٠ ألف", { from: 50_000, to: 100_000 }],
    ["بين ١٠٠ ألف ومليون", { from: 100_000, to: 1_000_000 }],
    ["من ١٠٠ ألف إلى مليون", { from: 100_000, to: 1_000_000 }],
    ["100k-1m", { from: 100_000, to: 1_000_000 }],
    ["50k+", { from: 50_000, to: null }],
    ["فوق مليون", { from: 1_000_000, to: null }],
    ["1.5m to 3m", { from: 1_500_000, to: 3_000_000 }],
  ])("%s", (text, range) => {
    expect(filters(text).subscribers_count).toEqual(range);
  });
  it("a percentage is engagement, or an audience share before a country", () => {
    expect(filters("engagement above 5%").er).toEqual({ from: 5, to: null });
    expect(filters("تفاعل فوق ٥٪").er).toEqual({ from: 5, to: null });
    expect(filters("جمهورهن ٧٠٪ سعودي").audience_geo?.countries).toEqual([{ id: "SA", prc: 70 }]);
  });
  it("ages after an age word are audience age groups, not followers", () => {
    const f = filters("audience aged 18-24");
    expect(f.audience_age?.groups).toEqual(["18_24"]);
    expect(f.subscribers_count).toBeUndefined();
  });
});

describe("size tiers", () => {
  it.each([
    ["nano", { from: 1_000, to: 10_000 }],
    ["مايكرو", { from: 10_000, to: 50_000 }],
    ["mid-tier", { from: 50_000, to: 500_000 }],
    ["ماكرو", { from: 500_000, to: 1_000_000 }],
    ["ميجا", { from: 1_000_000, to: null }],
    ["nano or micro", { from: 1_000, to: 50_000 }],
  ])("%s", (text, range) => {
    expect(filters(text).subscribers_count).toEqual(range);
  });
});

describe("gender", () => {
  it("from words and from the Arabic feminine plural", () => {
    for (const text of ["female creators", "مؤثرات", "مدونات", "بلوقرات", "بلوجرات", "سعوديات"])
      expect(filters(text).account_gender).toBe("female");
    for (const text of ["male influencers", "مؤثرين رجال"]) expect(filters(text).account_gender).toBe("male");
    expect(filters("مؤثرين").account_gender).toBeUndefined();
  });
  it("an audience's gender is not the account's", () => {
    const f = filters("beauty creators with a female audience");
    expect(f.audience_gender).toEqual({ gender: "female" });
    expect(f.account_gender).toBeUndefined();
    expect(filters("جمهورهم نسائي").audience_gender).toEqual({ gender: "female" });
  });
});

describe("platforms", () => {
  it.each([
    ["انستقرام", "instagram"],
    ["إنستغرام", "instagram"],
    ["انستا", "instagram"],
    ["تيك توك", "tiktok"],
    ["يوتيوب", "youtube"],
    ["تويتر", "twitter"],
    ["إكس", "twitter"],
    ["creators on X", "twitter"],
  ])("%s", (text, platform) => {
    expect(filters(text).social_network).toBe(platform);
  });
  it("Snapchat is recognised and answered as not supported", () => {
    const answer = parseBrief("مؤثرين سناب");
    expect(answer.unsupported).toEqual(["سناب"]);
    expect(answer.filters.social_network).toBeUndefined();
    expect(answer.not_understood).toEqual([]);
  });
});

describe("categories", () => {
  it("by English and Arabic titles and synonyms", () => {
    for (const text of ["طبخ", "أكل", "مطاعم", "food", "cooking", "الطعام والطبخ"]) expect(filters(text).category?.include).toEqual([1035]);
    expect(filters("Cinema & Actors/actresses").category?.include).toEqual([1032]);
    expect(filters("ألعاب الفيديو").category?.include).toEqual([1049]);
  });
});

describe("places", () => {
  it("countries, Gulf cities and demonyms", () => {
    expect(filters("كويتي").account_geo?.country).toEqual(["KW"]);
    expect(filters("إماراتيين").account_geo?.country).toEqual(["AE"]);
    expect(filters("خليجي").account_geo?.country).toEqual(["SA", "AE", "KW", "QA", "BH", "OM"]);
    expect(filters("based in Riyadh").account_geo?.city).toEqual([108410]);
    expect(filters("في جده").account_geo?.city).toEqual([105343]);
    expect(filters("in Saudi Arabia").account_geo?.country).toEqual(["SA"]);
  });
  it("audience in X versus based in X", () => {
    const ar = filters("مؤثرات في الرياض وجمهورهن سعودي");
    expect(ar.account_geo).toEqual({ city: [108410] });
    expect(ar.audience_geo).toEqual({ countries: [{ id: "SA" }] });
    const en = filters("creators based in Dubai with audience in Saudi and Kuwait");
    expect(en.account_geo).toEqual({ city: [292223] });
    expect(en.audience_geo?.countries).toEqual([{ id: "SA" }, { id: "KW" }]);
    expect(filters("Kuwaiti creators with a Saudi audience").account_geo).toEqual({ country: ["KW"] });
  });
});

describe("engagement, verified, contacts, language", () => {
  it("reads each", () => {
    expect(filters("high engagement").er).toEqual({ from: 3, to: null });
    expect(filters("تفاعل عالي").er).toEqual({ from: 3, to: null });
    expect(filters("موثقين").verified_only).toBe(true);
    expect(filters("with email").account_has_contacts).toBe(true);
    expect(filters("عندهم ايميل").account_has_contacts).toBe(true);
    expect(filters("بالعربي").account_languages).toEqual(["ar"]);
  });
});

describe("what is not understood", () => {
  it("is given back as the spans written", () => {
    const answer = parseBrief("beauty creators who love zorblax quux in Dubai");
    expect(answer.not_understood).toEqual(["love zorblax quux"]);
  });
  it("typos within one edit are still read", () => {
    expect(filters("Kuwaiti fahsion").category?.include).toEqual([1021]);
  });
  it("every answer is a valid search body, whatever the text", () => {
    for (const text of [
      "",
      "%%%",
      "بين و",
      "between and",
      "999999999999999999999k followers",
      "من إلى",
      "-5k",
      "over 1M under 10k",
      "er over 9% under 2%",
      "🙂".repeat(100),
    ]) {
      expect(ZSearchRequestSchema.safeParse(parseBrief(text).filters).success).toBe(true);
    }
  });
});
