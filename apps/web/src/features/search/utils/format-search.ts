import type { TLanguage } from "@radar/contract/constants";
import { formatCurrency, formatFollowers, formatNumber, formatPercentPoints } from "@/lib/format";

/** SPEC §9 followers in search results: the one compact format of lib/format (184,300 → 184.3K). */
export const formatFollowersShort = formatFollowers;

/** SPEC §9: engagement as a percent with two decimals. Search results carry it in percent already (4.12). */
export function formatEngagementPercent(percent: number, language: TLanguage): string {
  return formatPercentPoints(percent, language);
}

/** A share of the audience (68 → 68%), whole or with one decimal. */
export function formatShare(percent: number, language: TLanguage): string {
  return formatPercentPoints(percent, language, { max: 1 });
}

/** Optional per-platform figures: '—' when the index has none. */
export function formatMetric(value: number | null | undefined, language: TLanguage, digits = 0): string {
  if (value === null || value === undefined) return "—";
  if (digits === 0 && Math.abs(value) >= 1_000) return formatFollowers(value, language);
  return formatNumber(value, language, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

export function formatPrice(value: number | null, language: TLanguage): string {
  return value === null ? "—" : formatCurrency(value, language);
}

/** Whole numbers with group separators, for the follower inputs and slider labels. */
export function formatWhole(value: number, language: TLanguage): string {
  return formatNumber(Math.round(value), language);
}

/** A figure formatted, or null when the source does not give it (shown as "—", never as 0). */
export function formatKnown(value: number | null | undefined, format: (value: number) => string): string | null {
  return value === null || value === undefined ? null : format(value);
}
