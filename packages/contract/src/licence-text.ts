import type { TLicenceCountry } from "./licences.ts";

/**
 * Licence numbers an account states in its own text (handle, name, bio): "موثوق 12345",
 * "Mawthooq: 12345", "رخصة موثوق رقم ١٢٣٤٥", "UAE advertiser permit no. 54321", "تصريح معلن 54321".
 *
 * Read from the search index's normal form of the text (lower case, Arabic letter variants folded:
 * ة → ه, أ → ا), which is what the database's `licence_numbers_of` (migration 0038) reads on every write
 * of a row; a test in the API holds both to the same answers. Up to 24 characters that are not digits
 * may stand between the word and the number ("licence no.:", "رقم"); a number is 4 to 12 digits, so a
 * longer run (a phone number) is not one. Only the first number per country counts.
 */
const SA_PATTERN = /(?:موثوق|mawthooq|mawthouq|mawthoq|mawthuq|mowthooq|mauthooq)[^0-9]{0,24}([0-9]{4,12})(?:[^0-9]|$)/;
const AE_PATTERN =
  /(?:advertiser permit|advertising permit|advertiser licen[cs]e|uae media licen[cs]e|uae permit|تصريح معلن|تصريح المعلن|تصريح اعلان|تصريح الاعلان|ترخيص معلن)[^0-9]{0,24}([0-9]{4,12})(?:[^0-9]|$)/;

const ARABIC_INDIC_ZERO = 0x660;
const PERSIAN_ZERO = 0x6f0;

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as ASCII ones. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}

export interface FoundLicence {
  country: TLicenceCountry;
  number: string;
}

/** The first number stated for each country, in text already in the search index's normal form. */
export function licencesInNormalText(normal: string): FoundLicence[] {
  const text = asciiDigits(normal);
  const found: FoundLicence[] = [];
  const sa = SA_PATTERN.exec(text)?.[1];
  if (sa) found.push({ country: "SA", number: sa });
  const ae = AE_PATTERN.exec(text)?.[1];
  if (ae) found.push({ country: "AE", number: ae });
  return found;
}
