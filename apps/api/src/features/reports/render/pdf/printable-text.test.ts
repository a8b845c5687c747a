import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { sampleModel } from "../../../../../test/fixtures/report-sample-model.ts";
import { PdfCanvas } from "./pdf-canvas.ts";
import { renderPdfReport } from "./pdf-report.ts";
import { printableText } from "./printable-text.ts";

const EMOJI_BIO =
  "Coffee lover ☕️ and traveller ✈️ 🇸🇦 | family 👨‍👩‍👧 | 👋🏽 hi | keycap 1️⃣ | لا شيء أجمل من القهوة ❤️ مع الأصدقاء 🔥🔥 © 2026";

type LaidOutFont = { layout(text: string): { glyphs: { id: number }[] }; hasGlyphForCodePoint(cp: number): boolean };

/** The report font as PDFKit lays text out with it. */
function reportFont(canvas: PdfCanvas): LaidOutFont {
  canvas.doc.font("regular");
  const font = (canvas.doc as unknown as { _font?: { font?: LaidOutFont } })._font?.font;
  if (!font) throw new Error("no fontkit font");
  return font;
}

describe("printable text for the PDF", () => {
  it("keeps no character the report font would draw as a missing-glyph box", () => {
    const canvas = new PdfCanvas("ltr");
    const font = reportFont(canvas);
    // The raw bio does hit the font's missing glyph (id 0): without the cleaning it would print boxes.
    expect(font.layout(EMOJI_BIO).glyphs.some((glyph) => glyph.id === 0)).toBe(true);
    const clean = canvas.printable(EMOJI_BIO);
    expect(font.layout(clean).glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
    expect(clean).toBe("Coffee lover and traveller | family | hi | keycap 1 | لا شيء أجمل من القهوة مع الأصدقاء © 2026");
  });

  it("drops emoji sequences whole, leaves Arabic joiners and text without emoji untouched", () => {
    const none = () => false;
    expect(printableText("a 👩🏽‍💻 b", none)).toBe("a b");
    expect(printableText("flag 🏴󠁧󠁢󠁳󠁣󠁴󠁿 end", none)).toBe("flag end");
    expect(printableText("ل\u200Dا", none)).toBe("ل\u200Dا");
    const plain = "  Two  spaces stay when nothing is dropped  ";
    expect(printableText(plain, none)).toBe(plain);
    expect(printableText("first 🔥\nsecond", none)).toBe("first\nsecond");
  });

  it("prints a bio with emoji as its words, with no missing-glyph or replacement character", async () => {
    for (const language of ["en", "ar"] as const) {
      const model = sampleModel({ language });
      const data = await renderPdfReport({ ...model, account: { ...model.account, bio: EMOJI_BIO } });
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: true });
      expect(text).toContain("Coffee lover and traveller");
      expect(text).not.toMatch(/\uFFFD|\uFE0F|\u200D|[\u{1F300}-\u{1FAFF}\u2615\u2708\u2764]/u);
      expect(text).not.toContain("\u0000");
    }
  });
});
