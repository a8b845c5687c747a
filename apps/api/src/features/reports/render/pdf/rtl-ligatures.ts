/**
 * PDF text extraction (pdf.js, poppler, Acrobat) reads a right-to-left line in visual order and
 * reverses it back to logical order, character by character. A ligature glyph of Arabic (lam-alef
 * 'لا') maps to several characters in the font's ToUnicode table; written in logical order they
 * would come out swapped ('ال'). So the characters of a ligature made only of right-to-left letters
 * are recorded in visual order, which the reader's reversal puts right.
 *
 * PDFKit builds the ToUnicode table from the `codePoints` of the glyphs fontkit's layout returns;
 * this wraps the layout of the font PDFKit has just selected (it keeps it as `_font.font`, not a
 * public API: when it is missing nothing is patched and extraction only loses ligature order).
 */
interface LaidOutGlyph {
  codePoints: number[];
}
interface FontkitLike {
  layout: (...args: unknown[]) => { glyphs: LaidOutGlyph[] };
  __rtlLigatures?: true;
}

const isRtl = (codePoint: number) => (codePoint >= 0x0590 && codePoint <= 0x08ff) || (codePoint >= 0xfb1d && codePoint <= 0xfefc);

export function recordRtlLigaturesVisually(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font?: { font?: FontkitLike } })._font?.font;
  if (!font || typeof font.layout !== "function" || font.__rtlLigatures) return;
  const layout = font.layout.bind(font);
  // fontkit hands out one cached glyph object per glyph id: each is turned round once.
  const turned = new WeakSet<LaidOutGlyph>();
  font.layout = (...args: unknown[]) => {
    const run = layout(...args);
    for (const glyph of run.glyphs) {
      if (turned.has(glyph) || glyph.codePoints.length < 2 || !glyph.codePoints.every(isRtl)) continue;
      glyph.codePoints = [...glyph.codePoints].reverse();
      turned.add(glyph);
    }
    return run;
  };
  font.__rtlLigatures = true;
}
