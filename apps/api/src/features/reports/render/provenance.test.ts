import type { TLanguage } from "@radar/contract/constants";
import JSZip from "jszip";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { sampleModel, sourcedModel } from "../../../../test/fixtures/report-sample-model.ts";
import { renderPdfReport } from "./pdf/pdf-report.ts";
import { renderPptxReport } from "./pptx/pptx-report.ts";

async function pdfText(data: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: true });
  return text;
}

/** The slides' and the slide master's XML (the master holds the footer of every slide). */
async function pptxXml(data: Buffer): Promise<{ slides: string; charts: string[] }> {
  const zip = await JSZip.loadAsync(data);
  const names = Object.keys(zip.files);
  const read = (pattern: RegExp) =>
    Promise.all(names.filter((name) => pattern.test(name)).map((name) => zip.file(name)?.async("string") ?? ""));
  const slides = (await read(/^ppt\/(slides\/slide|slideMasters\/slideMaster)\d+\.xml$/)).join("\n");
  return { slides, charts: await read(/^ppt\/charts\/chart\d+\.xml$/) };
}

// pdf.js reads a right-to-left line back to logical order without mirroring its brackets again,
// so the Arabic PDF's "(تقديري)" is matched with brackets either way round.
const WORDS: Record<TLanguage, { source: RegExp; notFromSource: string; noAudience: string; followersEst: RegExp }> = {
  en: {
    source: /Source: YouTube \(sandbox\)/,
    notFromSource: "Not available from this source",
    noAudience: "Audience data is not available from this source.",
    followersEst: /Followers \(est\.\)/,
  },
  ar: {
    source: /المصدر: يوتيوب [()]بيئة اختبار[()]/,
    notFromSource: "غير متوفر من هذا المصدر",
    noAudience: "بيانات الجمهور غير متوفرة من هذا المصدر.",
    followersEst: /المتابعون [()]تقديري[()]/,
  },
};

describe("a report of an account from a data source", () => {
  for (const language of ["en", "ar"] as const) {
    const words = WORDS[language];

    it(`PDF (${language}): names the source, marks estimates, and shows what the source lacks as not available, never as 0`, async () => {
      const text = await pdfText(await renderPdfReport(sourcedModel("youtube", language)));
      expect(text).toMatch(words.source);
      expect(text).toMatch(words.followersEst);
      expect(text).toContain("—"); // the audience quality score
      expect(text).toContain(words.notFromSource);
      expect(text).toContain(words.noAudience);
      expect(text).not.toContain("0/100");
      expect(text).toContain("184,300"); // the figures the source gives are there
    });

    it(`PPTX (${language}): the same in the slides, without a score bar or empty audience charts`, async () => {
      const { slides, charts } = await pptxXml(await renderPptxReport(sourcedModel("youtube", language)));
      expect(slides).toMatch(words.source);
      expect(slides).toMatch(words.followersEst);
      expect(slides).toContain("<a:t>—</a:t>");
      expect(slides).toContain(words.notFromSource);
      expect(slides).toContain(words.noAudience);
      expect(slides).not.toContain("0/100");
      expect(charts.join("\n")).not.toContain("<c:doughnutChart>");
    });
  }

  it("shows an X account's engagement as not available, not as 0 %", async () => {
    const text = await pdfText(await renderPdfReport(sourcedModel("x")));
    expect(text).toContain("Source: X (sandbox)");
    expect(text).toMatch(/Engagement rate\s+—/);
    expect(text).not.toContain("0.00%");
  });

  it("names the demo data of a seeded account, whose figures are shown as before", async () => {
    for (const [language, source] of [
      ["en", "Source: Demo data"],
      ["ar", "بيانات تجريبية"],
    ] as const) {
      const text = await pdfText(await renderPdfReport(sampleModel({ language })));
      expect(text).toContain(source);
      expect(text).toContain("84/100");
      expect(text).not.toContain(WORDS[language].notFromSource);
    }
  });
});

describe("a report names each field group's own source when they differ (decision 0058)", () => {
  /** A YouTube refresh over vendor reports: the audience and its quality from Modash, the prices from HypeAuditor. */
  const mixedModel = (language: TLanguage) => {
    const model = sampleModel({ language });
    const youtube = { source: "youtube" as const, viaSandbox: true, fetchedAt: new Date("2026-02-11T09:30:00Z") };
    const modash = { source: "modash" as const, viaSandbox: false, fetchedAt: new Date("2026-01-10T08:00:00Z") };
    const hypeauditor = { source: "hypeauditor" as const, viaSandbox: false, fetchedAt: new Date("2025-12-02T08:00:00Z") };
    model.account.provenance = {
      source: "youtube",
      viaSandbox: true,
      estimated: [],
      missing: [],
      groups: {
        identity: youtube,
        metrics: youtube,
        audience: modash,
        quality: modash,
        contacts: modash,
        prices: hypeauditor,
        categories: youtube,
      },
    };
    return model;
  };
  const LINES: Record<TLanguage, RegExp[]> = {
    en: [
      /Sources — profile, metrics, categories: YouTube \(sandbox\), Feb 11, 2026/,
      /audience, audience quality: Modash, Jan 10, 2026/,
      /prices: HypeAuditor, Dec 02, 2025/,
    ],
    ar: [/المصادر/, /الجمهور، جودة الجمهور: Modash/, /الأسعار: HypeAuditor/],
  };

  for (const language of ["en", "ar"] as const) {
    it(`PDF and PPTX (${language}): a Sources line under the overview`, async () => {
      const model = mixedModel(language);
      const pdf = (await pdfText(await renderPdfReport(model))).replace(/\s+/g, " ");
      const { slides } = await pptxXml(await renderPptxReport(model));
      for (const line of LINES[language]) {
        expect(pdf).toMatch(line);
        expect(slides).toMatch(line);
      }
    });
  }

  it("adds no Sources line when every group has the row's one source and day", async () => {
    const model = sampleModel({ language: "en" });
    const seed = { source: "seed" as const, viaSandbox: false, fetchedAt: new Date("2026-01-05T00:00:00Z") };
    model.account.provenance = { ...model.account.provenance, groups: { identity: seed, metrics: seed, audience: seed } };
    expect(await pdfText(await renderPdfReport(model))).not.toContain("Sources —");
  });
});
