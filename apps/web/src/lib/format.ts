import { CURRENCY, type TLanguage } from "@radar/contract/constants";
import { format as formatDateFns, isValid } from "date-fns";
import { arSA, enUS } from "date-fns/locale";

// Arabic numbers keep Latin digits: date-fns prints Latin digits in ar-SA dates, and mixing
// ١٢٣ with 123 on one screen reads as an error. Gulf business software commonly does the same.
const NUMBER_LOCALES: Record<TLanguage, string> = { en: "en-US", ar: "ar-SA-u-nu-latn" };

export function numberLocale(language: TLanguage): string {
  return NUMBER_LOCALES[language];
}

export function formatNumber(value: number, language: TLanguage, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(numberLocale(language), options).format(value);
}

/** Credits show two decimals (SPEC §9); `whole` drops them where space is short. */
export function formatCredits(value: number, language: TLanguage, whole = false): string {
  const digits = whole ? 0 : 2;
  return formatNumber(whole ? Math.trunc(value) : value, language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * SAR for the locale: "SAR 1,500.00" in English (issue 14: English screens never show the Arabic
 * sign "ر.س.", which some ICU builds print for en too) and "1,500.00 ر.س." in Arabic.
 */
export function formatCurrency(value: number, language: TLanguage): string {
  return formatNumber(value, language, {
    style: "currency",
    currency: CURRENCY,
    currencyDisplay: language === "en" ? "code" : "symbol",
  });
}

// SPEC §9 writes dates as 'MMM dd, yyyy'. Arabic has no customary short month names (date-fns
// prints "ينا"), so Arabic uses the full month in the natural Arabic order: "05 يناير 2025".
const DATE_PATTERNS: Record<TLanguage, string> = { en: "MMM dd, yyyy", ar: "dd MMMM yyyy" };

/** A display date in the user's language; '' for a missing or invalid date. */
export function formatDate(value: Date | string | number | null | undefined, language: TLanguage): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (!isValid(date)) return "";
  return formatDateFns(date, DATE_PATTERNS[language], { locale: language === "ar" ? arSA : enUS });
}

const DATE_TIME_PATTERNS: Record<TLanguage, string> = { en: "MMM dd, yyyy HH:mm", ar: "dd MMMM yyyy، HH:mm" };

/** A display date and time (24-hour, the browser's zone) in the user's language; '' for a missing or invalid date. */
export function formatDateTime(value: Date | string | number | null | undefined, language: TLanguage): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (!isValid(date)) return "";
  return formatDateFns(date, DATE_TIME_PATTERNS[language], { locale: language === "ar" ? arSA : enUS });
}

/** KB below 1000 KB, MB above (SPEC §9). */
export function formatFileSize(bytes: number, language: TLanguage): string {
  const kilobytes = bytes / 1024;
  if (kilobytes < 1000) return `${formatNumber(kilobytes, language, { maximumFractionDigits: 1 })} KB`;
  return `${formatNumber(kilobytes / 1024, language, { maximumFractionDigits: 2 })} MB`;
}

/** Short round numbers in the language's own compact notation: 1K, 8.9M (Arabic: 8.9 مليون). */
export function formatCompact(value: number, language: TLanguage): string {
  return formatNumber(value, language, { notation: "compact", maximumFractionDigits: 1 });
}
