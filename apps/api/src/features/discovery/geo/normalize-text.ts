/**
 * One normal form for matching text in both scripts, used for the stored search text, the search
 * query and the location names alike: lower case, Latin accents dropped, Arabic diacritics and
 * tatweel dropped, and the Arabic letter variants people type interchangeably folded together
 * (أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي), runs of white space made one space.
 * Written as one pass over the characters because the seed normalises millions of bios.
 */
export function normalizeText(value: string): string {
  // Accented Latin letters decompose into a letter and a mark; only then is NFKD worth its cost.
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
      // Other scripts (Greek, Cyrillic, …): let the engine lower-case them.
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

export const hasArabic = (value: string) => /[\u0600-\u06ff]/.test(value);
