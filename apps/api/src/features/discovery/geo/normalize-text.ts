/** Accented Latin letters decompose into a letter and a mark; only then is NFKD worth its cost. */
const ACCENTED_LATIN = /[\u00c0-\u024f\u1e00-\u1eff]/;

/**
 * The normal form's UTF-16 code units are written here and decoded once: building the string a
 * character at a time cost twice as long (the seed normalises three fields of 10 M rows).
 * A module-level buffer is safe: the function never yields, and each worker thread has its own.
 */
let units = new Uint16Array(1024);
/** ignoreBOM keeps a leading U+FEFF as text. A lone surrogate decodes to U+FFFD, as it would in UTF-8. */
const utf16 = new TextDecoder("utf-16le", { ignoreBOM: true });

/**
 * One normal form for matching text in both scripts, used for the stored search text, the search
 * query and the location names alike: lower case, Latin accents dropped, Arabic diacritics and
 * tatweel dropped, and the Arabic letter variants people type interchangeably folded together
 * (أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي), runs of white space made one space.
 */
export const normalizeText = (value: string): string => normalizeJoined([value]);

/** normalizeText of the values joined by spaces, without making the joined string. */
export function normalizeJoined(values: readonly string[]): string {
  let accented = false;
  let length = values.length;
  for (const value of values) {
    accented ||= ACCENTED_LATIN.test(value);
    length += value.length;
  }
  // Lower-casing one UTF-16 unit gives at most three (İ → i̇ is two).
  if (units.length < length * 3) units = new Uint16Array(length * 3);
  let n = 0;
  let pendingSpace = false;
  for (const value of values) {
    const source = accented ? value.normalize("NFKD") : value;
    pendingSpace = n > 0;
    for (let i = 0; i < source.length; i += 1) {
      let code = source.charCodeAt(i);
      if (code === 32 || code === 9 || code === 10 || code === 13 || code === 0xa0) {
        pendingSpace = n > 0;
        continue;
      }
      if ((code >= 0x300 && code <= 0x36f) || (code >= 0x64b && code <= 0x65f) || code === 0x670 || code === 0x640) continue;
      if (pendingSpace) {
        units[n++] = 32;
        pendingSpace = false;
      }
      if (code < 0x80) {
        if (code >= 65 && code <= 90) code += 32;
      } else if (code === 0x622 || code === 0x623 || code === 0x625 || code === 0x671) code = 0x627;
      else if (code === 0x649 || code === 0x626) code = 0x64a;
      else if (code === 0x629) code = 0x647;
      else if (code === 0x624) code = 0x648;
      else if (code < 0x600) {
        // Other scripts (Greek, Cyrillic, …): let the engine lower-case them, one character at a time.
        const lower = source.charAt(i).toLowerCase();
        for (let k = 0; k < lower.length; k += 1) units[n++] = lower.charCodeAt(k);
        continue;
      }
      units[n++] = code;
    }
  }
  return utf16.decode(units.subarray(0, n));
}

export const hasArabic = (value: string) => /[\u0600-\u06ff]/.test(value);
