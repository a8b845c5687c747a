import { normalizeText } from "../geo/normalize-text.ts";

export interface Token {
  /** The token as the user wrote it. */
  raw: string;
  /** normalizeText of the token, Arabic-Indic digits made Western. */
  norm: string;
  start: number;
  end: number;
  /** The value of a numeric token ("1,500" → 1500, "٢٫٥" → 2.5); null for words. */
  number: number | null;
}

const DIGITS = "0-9\u0660-\u0669\u06f0-\u06f9";
const TOKEN = new RegExp(
  `[${DIGITS}]+(?:[.,\u066b\u066c][${DIGITS}]+)*|[\\p{L}\\p{M}\\u0640]+|[%\u066a+\\-\u2013\u2014~&/,\u060c.;:!?\u061f\u061b]`,
  "gu",
);

/** Arabic-Indic (U+0660) and Eastern Arabic-Indic (U+06F0) digits read as Western ones. */
export function westernDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) - 0x30) % 16));
}

function readNumber(text: string): number | null {
  const digits = westernDigits(text)
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, ",");
  // A comma before exactly three digits groups thousands ("100,000"); otherwise it is a decimal comma ("2,5").
  const plain = digits.replace(/,(\d{3})(?=\D|$)/g, "$1").replace(",", ".");
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index;
    const isNumber = /^[0-9\u0660-\u0669\u06f0-\u06f9]/.test(raw);
    const norm = raw === "\u066a" ? "%" : isNumber ? westernDigits(raw) : normalizeText(raw);
    if (norm === "") continue;
    tokens.push({ raw, norm, start, end: start + raw.length, number: isNumber ? readNumber(raw) : null });
  }
  return tokens;
}

/** A lexicon key in the same token form the brief is read in. */
export const keyOf = (phrase: string): string =>
  tokenize(phrase)
    .map((t) => t.norm)
    .join(" ");

/**
 * The forms an Arabic word may stand for once its attached particles are taken off:
 * "وجمهورهن" → "جمهورهن", "بالرياض" → "الرياض" / "رياض", "للسعوديه" → "السعوديه".
 */
export function arabicVariants(word: string): string[] {
  const out = [word];
  if (!/^[\u0600-\u06ff]/.test(word) || word.length < 3) return out;
  const add = (v: string) => {
    if (v.length >= 2 && !out.includes(v)) out.push(v);
  };
  if (word.startsWith("لل")) add(`ال${word.slice(2)}`);
  for (const prefix of ["و", "ب", "ل", "ف", "ك"]) if (word.startsWith(prefix)) add(word.slice(1));
  for (const v of [...out]) {
    if (v.startsWith("ال")) add(v.slice(2));
    if (v.startsWith("و") && v.length > 3) {
      const rest = v.slice(1);
      add(rest);
      if (rest.startsWith("ال")) add(rest.slice(2));
      if (rest.startsWith("ب") || rest.startsWith("ل")) add(rest.slice(1));
    }
  }
  return out;
}
