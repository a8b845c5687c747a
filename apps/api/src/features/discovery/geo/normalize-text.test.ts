import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeJoined, normalizeText } from "./normalize-text.ts";

/**
 * The normal form written the plain way, one character at a time (the implementation before the token index
 * made it write code units into a buffer): the faster one must give exactly the same text, since
 * stored search text and search queries are matched against each other.
 */
function reference(value: string): string {
  const source = /[\u00c0-\u024f\u1e00-\u1eff]/.test(value) ? value.normalize("NFKD") : value;
  let out = "";
  let pendingSpace = false;
  for (let i = 0; i < source.length; i += 1) {
    let code = source.charCodeAt(i);
    if (code === 32 || code === 9 || code === 10 || code === 13 || code === 0xa0) {
      pendingSpace = out.length > 0;
      continue;
    }
    if ((code >= 0x300 && code <= 0x36f) || (code >= 0x64b && code <= 0x65f) || code === 0x670 || code === 0x640) continue;
    if (code >= 65 && code <= 90) code += 32;
    else if (code === 0x622 || code === 0x623 || code === 0x625 || code === 0x671) code = 0x627;
    else if (code === 0x649 || code === 0x626) code = 0x64a;
    else if (code === 0x629) code = 0x647;
    else if (code === 0x624) code = 0x648;
    else if (code > 0x7f && code < 0x600) {
      if (pendingSpace) out += " ";
      pendingSpace = false;
      out += source[i]?.toLowerCase() ?? "";
      continue;
    }
    if (pendingSpace) out += " ";
    pendingSpace = false;
    out += String.fromCharCode(code);
  }
  return out;
}

// Strings that hit every branch: Latin with accents, Arabic with variants and marks, Greek and
// Cyrillic, white space of every kind, emoji (surrogate pairs) and a byte-order mark.
const pieces = fc.constantFrom(
  ..."A|z|É|ö|ẞ|Ǆ|İ|Σ|Ж| |  |\t|\n|\r|\u00a0|\u2003|أ|إ|آ|ٱ|ى|ة|ؤ|ئ|\u064b|\u0670|ـ|ب|\u0301|📍|✉️|Ａ|ﻻ|\ufeff|1|_|.|@".split("|"),
);
const text = fc.oneof(
  fc.array(pieces, { maxLength: 30 }).map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 40 }),
);

describe("normalizeText", () => {
  it("gives the character-by-character normal form", () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(normalizeText(value)).toBe(reference(value));
      }),
      { numRuns: 3000 },
    );
  });

  it("normalises several values as the same values joined by spaces", () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), (values) => {
        expect(normalizeJoined(values)).toBe(reference(values.join(" ")));
      }),
      { numRuns: 2000 },
    );
  });

  it("folds the forms people type interchangeably", () => {
    expect(normalizeText("  Café\tأحمد  إبراهيم ـ مُحَمّد  ")).toBe("cafe احمد ابراهيم محمد");
    expect(normalizeJoined(["Sara.Style", "", "ΣΟΦΙΑ 📍 Riyadh"])).toBe("sara.style σοφια 📍 riyadh");
    // A long bio outgrows the buffer the first calls made.
    expect(normalizeText("AB ".repeat(5000))).toBe(`${"ab ".repeat(4999)}ab`);
  });
});
