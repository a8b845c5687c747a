import { CURRENCY, type TLanguage } from "@radar/contract/constants";
import { format as formatDateFns, isValid } from "date-fns";
import { arSA, enUS } from "date-fns/locale";

/**
 * Every number on screen goes through this module, built on Intl with the active language
 * (docs/decisions/0055-number-format-and-phone-layouts.md). Arabic keeps Western digits with Arabic
 * words and signs ("1.2 ألف", "4.12%", "1,500.00 ر.س."): date-fns prints Western digits in Arabic
 * dates, and mixing ١٢٣ with 123 on one screen reads as an error; Gulf business software commonly
 * does the same. `ar` rather than `ar-SA`: with Western digits ICU gives ar-SA the Arabic percent
 * sign (4.12٪), which next to Western digits looked like a third format.
 */
const NUMBER_LOCALES: Record<TLanguage, string> = { en: "en-US", ar: "ar-u-nu-latn" };

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
 * SAR for the locale: "SAR 1,500.00" in English (English screens never show the Arabic
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

/**
 * Followers and other large counts in the language's own compact notation, at most one decimal:
 * 999, 1.2K, 184.3K, 8.9M (Arabic: 1.2 ألف, 8.9 مليون). Intl rounds across units (999,999 → 1M).
 */
export function formatCompact(value: number, language: TLanguage): string {
  return formatNumber(value, language, { notation: "compact", maximumFractionDigits: 1 });
}

/** SPEC §9 followers, everywhere (cards, search results, lists, previews): {@link formatCompact}. */
export const formatFollowers = formatCompact;

/**
 * A share as a percent (Intl style 'percent'); `fraction` is 0.0412 for 4.12 %. Two decimals by
 * default (SPEC §9 engagement); `digits: { max: 1 }` for shares shown whole or with one decimal.
 */
export function formatPercent(fraction: number, language: TLanguage, digits: { min?: number; max?: number } = {}): string {
  const max = digits.max ?? 2;
  return formatNumber(fraction, language, {
    style: "percent",
    minimumFractionDigits: digits.min ?? (digits.max === undefined ? 2 : 0),
    maximumFractionDigits: max,
  });
}

/** {@link formatPercent} for a value already in percent points (4.12 for 4.12 %), as the search index gives it. */
export function formatPercentPoints(points: number, language: TLanguage, digits?: { min?: number; max?: number }): string {
  return formatPercent(points / 100, language, digits);
}
