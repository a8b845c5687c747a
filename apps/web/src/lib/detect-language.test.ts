import { afterEach, describe, expect, it, vi } from "vitest";
import { browserLanguages, preferredLanguage } from "./detect-language";

describe("preferredLanguage", () => {
  it("picks Arabic when the browser prefers it, in any region spelling", () => {
    expect(preferredLanguage(["ar-SA", "en-US"])).toBe("ar");
    expect(preferredLanguage(["ar"])).toBe("ar");
    expect(preferredLanguage(["AR_eg"])).toBe("ar");
  });

  it("takes the first language it has, in the browser's order", () => {
    expect(preferredLanguage(["fr-FR", "ar", "en"])).toBe("ar");
    expect(preferredLanguage(["en-GB", "ar-SA"])).toBe("en");
    expect(preferredLanguage(["de", "en"])).toBe("en");
  });

  it("falls back to English when nothing matches", () => {
    expect(preferredLanguage([])).toBe("en");
    expect(preferredLanguage(["fr", "de-CH"])).toBe("en");
    expect(preferredLanguage(["arabic"])).toBe("en");
  });
});

describe("browserLanguages", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads navigator.languages, else navigator.language", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["ar-SA", "en"]);
    expect(browserLanguages()).toEqual(["ar-SA", "en"]);
    vi.spyOn(navigator, "languages", "get").mockReturnValue([]);
    vi.spyOn(navigator, "language", "get").mockReturnValue("ar");
    expect(browserLanguages()).toEqual(["ar"]);
  });
});
