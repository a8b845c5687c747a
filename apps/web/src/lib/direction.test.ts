import { describe, expect, it } from "vitest";
import { getLocaleTextDirection } from "./direction";

describe("getLocaleTextDirection", () => {
  it("is rtl for Arabic in any region spelling", () => {
    expect(getLocaleTextDirection("ar")).toBe("rtl");
    expect(getLocaleTextDirection("ar-SA")).toBe("rtl");
    expect(getLocaleTextDirection("AR_ae")).toBe("rtl");
  });

  it("is rtl for other right-to-left languages", () => {
    expect(getLocaleTextDirection("he")).toBe("rtl");
    expect(getLocaleTextDirection("fa-IR")).toBe("rtl");
  });

  it("is ltr for English and anything unknown", () => {
    expect(getLocaleTextDirection("en")).toBe("ltr");
    expect(getLocaleTextDirection("en-US")).toBe("ltr");
    expect(getLocaleTextDirection("")).toBe("ltr");
    expect(getLocaleTextDirection("arabic-ish")).toBe("ltr");
  });
});
