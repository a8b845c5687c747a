import type { TLanguage } from "@radar/contract/constants";
import { formatCurrency, formatNumber } from "@/lib/format";

const UNITS = [
  { size: 1_000_000_000, suffix: "B" },
  { size: 1_000_000, suffix: "M" },
  { size: 1_000, suffix: "K" },
] as const;

/**
 * SPEC §9: followers abbreviated K, M, B — with one decimal in search results (184,300 → 184.3K).
 * Below 1,000 the whole number. 999,960 would round to "1,000.0K": it reads 1.0M.
 */
export function formatFollowersShort(value: number, language: TLanguage): string {
  const index = UNITS.findIndex(({ size }) => Math.abs(value) >= size);
  const found = UNITS[index];
  if (!found) return formatNumber(Math.round(value), language);
  const roundsUp = Math.round((Math.abs(value) / found.size) * 10) >= 10_000;
  const unit = (roundsUp ? UNITS[index - 1] : undefined) ?? found;
  return `${formatNumber(value / unit.size, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}${unit.suffix}`;
}

/** SPEC §9: engagement as a percent with two decimals. Search results carry it in percent already (4.12). */
export function formatEngagementPercent(percent: number, language: TLanguage): string {
  return formatNumber(percent / 100, language, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A share of the audience (68 → 68%), whole or with one decimal. */
export function formatShare(percent: number, language: TLanguage): string {
  return formatNumber(percent / 100, language, { style: "percent", maximumFractionDigits: 1 });
}

/** Optional per-platform figures: '—' when the index has none. */
export function formatMetric(value: number | null | undefined, language: TLanguage, digits = 0): string {
  if (value === null || value === undefined) return "—";
  if (digits === 0 && Math.abs(value) >= 1_000) return formatFollowersShort(value, language);
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
