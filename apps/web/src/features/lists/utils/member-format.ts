import type { TLanguage } from "@radar/contract/constants";
import { formatFollowers as formatCompactFollowers, formatNumber, formatPercentPoints } from "@/lib/format";

/** 12.3K / 1.2M: the one compact format of lib/format. */
export const formatFollowers = formatCompactFollowers;

export function formatEngagement(value: number | null, language: TLanguage): string {
  if (value === null) return "—";
  return formatPercentPoints(value, language);
}

export function formatQuality(value: number | null, language: TLanguage): string {
  return value === null ? "—" : formatNumber(value, language);
}

/**
 * Reads a typed SAR amount: '' clears the price (null); Latin or Arabic-Indic digits, thousands
 * separators ignored, a comma or Arabic decimal point as the decimal mark. Undefined when unreadable.
 */
export function parsePrice(text: string): number | null | undefined {
  const latin = text.trim().replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  if (latin === "") return null;
  const normalised = latin.replace(/[\s٬,](?=\d{3}(\D|$))/g, "").replace(/[٫,]/, ".");
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return undefined;
  return Number(normalised);
}
