import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { sampleModel } from "../../../../../test/fixtures/report-sample-model.ts";
import { renderPdfReport } from "./pdf-report.ts";

async function pdfText(data: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
}

describe("PDF report", () => {
  it("holds the profile's figures, the charts' values, the estimates and the similar accounts (English)", async () => {
    const data = await renderPdfReport(sampleModel({ language: "en" }));
    expect(data.subarray(0, 5).toString()).toBe("%PDF-");
    const { pages, text } = await pdfText(data);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const expected of [
      "Influencer analytics report",
      "Sara Al-Qahtani",
      "@sara.alqahtani",
      "Instagram",
      "Food & Cooking",
      "184,300", // followers
      "4.12%", // engagement
      "above the tier median", // engagement against its size tier's median (2.87 %)
      "2.87%",
      "61,000", // average views
      "7,420", // average likes
      "84/100",
      "Very good", // the §9 band
      "Female: 68.0%",
      "Male: 32.0%",
      "25–34",
      "40.0%",
      "Saudi Arabia",
      "61.0%",
      "Riyadh",
      "Estimates from the index's pricing model",
      "The 10 most similar influencers",
      "similar.creator10",
      "Generated: Nov 21, 2026",
      "Data as of: Nov 20, 2026",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/≈ SAR\s4,500/);
    expect(text).toMatch(/≈ SAR\s2,000/);
    // Branding and dates on every page.
    const pageCount = pages;
    expect(text.split("Influencers Radar").length - 1).toBe(pageCount);
    expect(text.split("Data as of: Nov 20, 2026").length - 1).toBe(pageCount);
  });

  it("writes Arabic right to left, shaped, with the headings extracted in logical order", async () => {
    const { text } = await pdfText(await renderPdfReport(sampleModel({ language: "ar" })));
    const headings = [
      "تقرير تحليل المؤثر",
      "نظرة عامة",
      "الأداء مقارنة بفئة الحجم",
      "جودة الجمهور",
      "جنس الجمهور",
      "الفئات العمرية للجمهور",
      "أهم دول الجمهور",
      "الأسعار التقديرية",
      "أكثر 10 مؤثرين تشابهًا",
      "عن الحساب",
    ];
    let last = -1;
    for (const heading of headings) {
      const at = text.indexOf(heading, last + 1);
      expect(at, heading).toBeGreaterThan(last);
      last = at;
    }
    // Mixed lines keep their parts in logical order; Latin figures stay Latin digits.
    expect(text).toContain("المتابعون");
    expect(text).toContain("184,300");
    expect(text).toContain("4.12%");
    expect(text).toContain("إناث: 68.0%");
    expect(text).toContain("@sara.alqahtani");
    // The lam-alef ligature comes back as lam then alef.
    expect(text).toContain("لا شيء أجمل من القهوة السعودية");
    expect(text).toContain("الرياض");
    expect(text).not.toMatch(/[٠-٩]/);
  });

  it("makes Brief a shorter digest than Standard", async () => {
    const standard = await pdfText(await renderPdfReport(sampleModel({ template: "standard" })));
    const brief = await pdfText(await renderPdfReport(sampleModel({ template: "brief" })));
    expect(brief.pages).toBeLessThan(standard.pages);
    expect(standard.text).toContain("Audience age groups");
    expect(standard.text).toContain("Top audience cities");
    expect(standard.text).toContain("Performance against its size tier");
    expect(brief.text).not.toContain("Audience age groups");
    expect(brief.text).not.toContain("Top audience cities");
    expect(brief.text).not.toContain("Performance against its size tier");
    expect(brief.text).toContain("Brief");
    expect(brief.text).toContain("similar.creator10");
  });

  it("says so when the platform has no audience data and no similar accounts were found", async () => {
    const model = sampleModel();
    model.account.platform = "twitter";
    model.account.audience = null;
    model.similar = [];
    const { text } = await pdfText(await renderPdfReport(model));
    expect(text).toContain("This platform does not report audience data.");
    expect(text).toContain("No similar accounts were found in the index.");
  });
});
