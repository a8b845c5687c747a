import { HIGHLIGHTED_PLAN_ID, type TPlan, type TPlanFeature, type TPlanInterval } from "@radar/contract/billing";
import type { TLanguage } from "@radar/contract/constants";
import { formatNumber } from "@/lib/format";

/**
 * SPEC §9 highlights plan 3 (Professional, monthly). Its yearly twin is the same offer billed
 * differently, so the highlight follows the level into the yearly view rather than vanishing there.
 */
export function isHighlightedPlan(plan: TPlan, plans: readonly TPlan[]): boolean {
  if (plan.id === HIGHLIGHTED_PLAN_ID) return true;
  const highlighted = plans.find((candidate) => candidate.id === HIGHLIGHTED_PLAN_ID);
  return highlighted !== undefined && highlighted.level === plan.level;
}

export function plansOfInterval(plans: readonly TPlan[], interval: TPlanInterval): TPlan[] {
  return plans.filter((plan) => plan.interval === interval).sort((a, b) => a.price - b.price);
}

/** Prices are whole riyals in practice; halalas show only when present. */
export function formatPrice(price: number, language: TLanguage): string {
  return formatNumber(price, language, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
}

export function formatCreditCount(credits: number, language: TLanguage): string {
  return formatNumber(credits, language, { maximumFractionDigits: 2 });
}

export function featureText(feature: TPlanFeature, language: TLanguage): string {
  return language === "ar" ? feature.ar : feature.en;
}
