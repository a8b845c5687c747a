import type { TLanguage } from "@radar/contract/constants";
import { LICENCE_CHECK_URLS } from "@radar/contract/licences";
import JSZip from "jszip";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { noLicences, sampleModel } from "../../../../test/fixtures/report-sample-model.ts";
import { renderPdfReport } from "./pdf/pdf-report.ts";
import { renderPptxReport } from "./pptx/pptx-report.ts";
import { REPORT_TEXT } from "./report-text.ts";

/**
 * Without the characters that steer the bidi algorithm and draw nothing (LRM, RLM, ALM, isolates), and
 * without brackets: pdf.js reads a right-to-left line back without mirroring its brackets again.
 */
const plain = (value: string) => value.replace(/[\u200e\u200f\u061c\u2066-\u2069()]/g, "");

async function pdfText(data: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: true });
  return plain(text).replace(/\s+/g, " ");
}

const decoded = (xml: string) =>
  xml.replaceAll("&apos;", "'").replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/** The slides' text (XML entities decoded) and the hyperlink targets of their relationships. */
async function pptxText(data: Buffer): Promise<{ slides: string; links: string }> {
  const zip = await JSZip.loadAsync(data);
  const read = async (pattern: RegExp) => {
    const names = Object.keys(zip.files).filter((name) => pattern.test(name));
    return (await Promise.all(names.map((name) => zip.file(name)?.async("string") ?? ""))).join("\n");
  };
  return {
    slides: plain(decoded(await read(/^ppt\/slides\/slide\d+\.xml$/))),
    links: await read(/^ppt\/slides\/_rels\/slide\d+\.xml\.rels$/),
  };
}

/** The same dates the report prints: 2027-03-01 in each language's pattern. */
const EXPIRY: Record<TLanguage, string> = { en: "Mar 01, 2027", ar: "01 مارس 2027" };

describe("the licence to advertise in both report formats", () => {
  for (const language of ["en", "ar"] as const) {
    const words = REPORT_TEXT[language].vetting.licence;

    it(`gives a recorded Mawthooq licence's status, number, expiry and source, and the check pages (${language})`, async () => {
      const model = sampleModel({ language });
      const pdf = await pdfText(await renderPdfReport(model));
      const { slides, links } = await pptxText(await renderPptxReport(model));
      for (const [format, content] of [
        ["pdf", pdf],
        ["pptx", slides],
      ] as const) {
        expect(content, `${format}: title`).toContain(words.title);
        expect(content, `${format}: licence`).toContain(plain(words.country.SA));
        expect(content, `${format}: status`).toContain(words.status.valid);
        expect(content, `${format}: number`).toContain("4417283");
        expect(content, `${format}: expiry`).toContain(EXPIRY[language]);
        expect(content, `${format}: who recorded it`).toContain(plain(words.source.user("Huda Al-Otaibi")));
        expect(content, `${format}: confirmed`).toContain(words.confirmed);
        // The UAE permit is not known: the row says so, never a blank.
        expect(content, `${format}: the UAE row`).toContain(plain(words.country.AE));
        expect(content, `${format}: none known in the UAE`).toContain(words.checkBeforeBooking);
        expect(content, `${format}: the check page`).toContain("elaam.gamr.gov.sa");
        expect(content, `${format}: the UAE check page`).toContain("uaemc.gov.ae");
        expect(content, `${format}: not the all-none notice`).not.toContain(plain(words.noneKnown).slice(-40));
      }
      // The addresses are links in the slides.
      for (const url of Object.values(LICENCE_CHECK_URLS)) expect(links).toContain(`Target="${url}"`);
    }, 60_000);

    it(`says that no licence is known, and where to check, when none is (${language})`, async () => {
      const model = sampleModel({ language });
      model.licences = noLicences();
      const pdf = await pdfText(await renderPdfReport(model));
      const { slides } = await pptxText(await renderPptxReport(model));
      for (const [format, content] of [
        ["pdf", pdf],
        ["pptx", slides],
      ] as const) {
        expect(content, `${format}: title`).toContain(words.title);
        expect(content, `${format}: none known`).toContain(words.checkBeforeBooking);
        expect(content, `${format}: why it matters`).toContain(plain(words.noneKnown).slice(-40));
        expect(content, `${format}: no number`).not.toContain("4417283");
        expect(content, `${format}: no status of a licence`).not.toContain(words.status.valid);
        expect(content, `${format}: the check page`).toContain("elaam.gamr.gov.sa");
      }
    }, 60_000);
  }

  it("marks an expired licence and one about to expire as such", async () => {
    const model = sampleModel({ language: "en" });
    const [sa, ae] = noLicences();
    if (!sa || !ae) throw new Error("two countries");
    model.licences = [
      { ...sa, status: "expired", number: "5550001", expiresOn: "2026-10-01", source: "bio" },
      { ...ae, status: "expiring", number: "880042", expiresOn: "2026-12-10", source: "regulator", confirmed: true },
    ];
    const words = REPORT_TEXT.en.vetting.licence;
    const pdf = await pdfText(await renderPdfReport(model));
    for (const expected of [words.status.expired, "5550001", words.source.bio, words.status.expiring, "880042", words.source.regulator])
      expect(pdf).toContain(expected);
  }, 60_000);
});
