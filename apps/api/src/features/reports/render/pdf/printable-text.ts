/**
 * The report font (IBM Plex Sans Arabic) has no emoji, and no permissively licensed emoji font is
 * bundled: an emoji drawn with it would print as an empty box. So text going into the PDF loses the
 * pictographs the font cannot draw, together with what only makes sense inside an emoji sequence
 * (variation selectors, skin tones, keycap marks, tag characters, and the joiners between emoji),
 * and the gap closes up. Pictographic symbols the font does have (©, ™, arrows…) are kept.
 */

const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;
// VS15/VS16, the keycap mark, skin tones, and tag characters (subdivision flags).
const EMOJI_COMPONENT = /[\uFE0E\uFE0F\u20E3\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]/u;
const ZWJ = "\u200D";

export type GlyphCheck = (codePoint: number) => boolean;

export function printableText(value: string, hasGlyph: GlyphCheck): string {
  const chars = Array.from(value);
  const isPictograph = (char: string | undefined) => char !== undefined && PICTOGRAPH.test(char);
  let dropped = false;
  const kept = chars.filter((char, i) => {
    const drop =
      EMOJI_COMPONENT.test(char) ||
      // A joiner between emoji; Arabic text uses it between letters too, and keeps it there.
      (char === ZWJ && (isPictograph(chars[i - 1]) || isPictograph(chars[i + 1]) || EMOJI_COMPONENT.test(chars[i - 1] ?? ""))) ||
      (isPictograph(char) && !hasGlyph(char.codePointAt(0) ?? 0));
    dropped ||= drop;
    return !drop;
  });
  if (!dropped) return value;
  return kept
    .join("")
    .split("\n")
    .map((line) => line.replace(/[ \t]{2,}/g, " ").trim())
    .join("\n");
}
