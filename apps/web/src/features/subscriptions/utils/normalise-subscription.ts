/**
 * The few fields of GET /api/subscriptions/current/ the shell needs today. The billing issue brings
 * the full subscription schema into the contract; until then this reads them defensively, since
 * decimals may arrive as strings ("1250.00").
 */
export type CurrentSubscription = {
  id: number;
  status: string;
  isActive: boolean;
  creditsRemaining: number;
  planName: string | null;
};

function toNumber(value: unknown): number {
  const parsed = typeof value === "string" ? Number.parseFloat(value) : value;
  return typeof parsed === "number" && Number.isFinite(parsed) ? parsed : 0;
}

export function normaliseSubscription(raw: unknown): CurrentSubscription | null {
  if (!raw || typeof raw !== "object") return null;
  const record = raw as Record<string, unknown>;
  const plan = record.plan && typeof record.plan === "object" ? (record.plan as Record<string, unknown>) : null;
  const status = typeof record.status === "string" ? record.status : "";
  return {
    id: toNumber(record.id),
    status,
    isActive: record.is_active === true || (record.is_active === undefined && status === "active"),
    creditsRemaining: toNumber(record.credits_remaining),
    planName: typeof plan?.name === "string" ? plan.name : null,
  };
}
