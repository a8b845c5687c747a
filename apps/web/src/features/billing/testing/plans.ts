import type { TPlan } from "@radar/contract/billing";

type Row = [id: number, level: TPlan["level"], monthlyPrice: number, credits: number, profiles: number, search: number, report: number];

// SPEC §9, as GET /api/subscriptions/plans/ answers it: monthly ids 1–3, yearly 4–6 at ten times the price.
const ROWS: Row[] = [
  [1, "basic", 1500, 600, 1, 50, 40],
  [2, "growth", 3000, 1250, 3, 40, 30],
  [3, "professional", 6000, 2500, 10, 30, 20],
];

function plan([id, level, price, credits, profiles, search, report]: Row, interval: TPlan["interval"]): TPlan {
  const name = level[0]?.toUpperCase() + level.slice(1);
  return {
    id: interval === "month" ? id : id + 3,
    name,
    level,
    interval,
    price: interval === "month" ? price : price * 10,
    currency: "SAR",
    included_credits: credits,
    creditAmount: credits,
    max_profiles: profiles,
    monthly_free_consultation: level !== "basic",
    consultation_credit_cost: 200,
    search_cost: search,
    report_cost: report,
    max_competitors: { basic: 0, growth: 1, professional: 2 }[level],
    seats_available: "available",
    features: level === "professional" ? [{ key: "dedicated_employee", en: "Dedicated employee", ar: "موظف مخصص" }] : [],
  };
}

export const PLANS: TPlan[] = [...ROWS.map((row) => plan(row, "month")), ...ROWS.map((row) => plan(row, "year"))];

export function planById(id: number): TPlan {
  const found = PLANS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
}
