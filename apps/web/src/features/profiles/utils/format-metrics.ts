import type { TLanguage } from "@radar/contract/constants";
import { formatNumber } from "@/lib/format";

const UNITS = [
  { size: 1_000_000_000, suffix: "B" },
  { size: 1_000_000, suffix: "M" },
  { size: 1_000, suffix: "K" },
] as const;

/** SPEC §9: followers abbreviated K, M, B with two decimals (184300 → 184.30K). */
export function formatFollowers(value: number, language: TLanguage): string {
  const index = UNITS.findIndex(({ size }) => Math.abs(value) >= size);
  const found = UNITS[index];
  if (!found) return formatNumber(Math.round(value), language);
  // 999,999 would round to "1,000.00K": it reads 1.00M.
  const roundsUp = Math.round((Math.abs(value) / found.size) * 100) >= 100_000;
  const unit = (roundsUp ? UNITS[index - 1] : undefined) ?? found;
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return `${formatNumber(value / unit.size, language, digits)}${unit.suffix}`;
}

/** SPEC §9: engagement as a percent with two decimals; it arrives as a fraction (0.0412 → 4.12%). */
export function formatEngagement(fraction: number, language: TLanguage): string {
  return formatNumber(fraction, language, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
