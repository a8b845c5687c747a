import type { TLanguage } from "@radar/contract/constants";
import { format } from "date-fns";
import { arSA, enUS } from "date-fns/locale";

/**
 * Numbers and dates as the web app writes them (apps/web/src/lib/format.ts): Arabic keeps Latin
 * digits, so a report never mixes ١٢٣ with 123 — in its figures, its dates and its charts alike.
 */
const NUMBER_LOCALES: Record<TLanguage, string> = { en: "en-US", ar: "ar-SA-u-nu-latn" };
const DATE_PATTERNS: Record<TLanguage, string> = { en: "MMM dd, yyyy", ar: "dd MMMM yyyy" };

export interface ReportFormat {
  count(value: number | null): string;
  percent(value: number | null, digits?: number): string;
  sar(value: number | null): string;
  date(value: Date): string;
  decimal(value: number | null, digits?: number): string;
  /** "9.23M", "9.23 مليون": a chart's axis. */
  compact(value: number): string;
  /** "+1,234", "−56": a change. */
  signed(value: number, digits?: number): string;
}

/**
 * Left-to-right marks around a Latin figure in Arabic text: without them the bidi algorithm reads
 * digits after Arabic letters as Arabic numbers and moves the % sign to their left ("%68"), and in a
 * right-to-left line it lays the two numbers of a range out from the right ("13–17" shows as 17–13).
 * Between two marks the figure reads as one left-to-right word in the PDF (bidi-js) and in PowerPoint
 * alike. English text needs none.
 */
const LRM = "\u200e";
export const keepLtr = (language: TLanguage, value: string) => (language === "ar" ? `${LRM}${value}${LRM}` : value);

export function reportFormat(language: TLanguage, missing: string): ReportFormat {
  const locale = NUMBER_LOCALES[language];
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const sar = new Intl.NumberFormat(locale, { style: "currency", currency: "SAR", maximumFractionDigits: 0 });
  return {
    count: (value) => (value === null ? missing : whole.format(value)),
    percent: (value, digits = 2) =>
      value === null
        ? missing
        : keepLtr(
            language,
            `${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)}%`,
          ),
    sar: (value) => (value === null ? missing : sar.format(value)),
    date: (value) => format(value, DATE_PATTERNS[language], { locale: language === "ar" ? arSA : enUS }),
    decimal: (value, digits = 1) =>
      value === null ? missing : new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value),
    compact: (value) => new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 2 }).format(value),
    signed: (value, digits = 0) =>
      keepLtr(language, new Intl.NumberFormat(locale, { signDisplay: "exceptZero", maximumFractionDigits: digits }).format(value)),
  };
}
