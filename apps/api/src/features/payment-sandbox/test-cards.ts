/**
 * The sandbox's documented test cards (README "Payments"). Any future expiry date; CVV 123 —
 * another CVV is declined as a bank would. A valid card number not listed here is declined.
 */
export const SANDBOX_CVV = "123";

export type SandboxOutcome = "approved" | "declined" | "pending";

export interface TestCard {
  number: string;
  brand: "VISA" | "MASTER";
  outcome: SandboxOutcome;
  code: string;
  description: string;
}

const APPROVED = "Request successfully processed in 'Merchant in Integrator Test Mode'";

export const TEST_CARDS: readonly TestCard[] = [
  { number: "4111111111111111", brand: "VISA", outcome: "approved", code: "000.100.110", description: APPROVED },
  { number: "5123450000000008", brand: "MASTER", outcome: "approved", code: "000.100.110", description: APPROVED },
  {
    number: "4000000000000002",
    brand: "VISA",
    outcome: "declined",
    code: "800.100.151",
    description: "transaction declined (invalid card)",
  },
  {
    number: "4000000000009995",
    brand: "VISA",
    outcome: "declined",
    code: "800.100.155",
    description: "transaction declined (amount exceeds credit)",
  },
  { number: "4000000000000010", brand: "VISA", outcome: "pending", code: "000.200.000", description: "transaction pending" },
];

export interface Decision {
  outcome: SandboxOutcome;
  code: string;
  description: string;
}

export function decide(cardNumber: string, cvv: string): Decision {
  if (cvv !== SANDBOX_CVV) return { outcome: "declined", code: "800.100.153", description: "transaction declined (invalid CVV)" };
  const card = TEST_CARDS.find((candidate) => candidate.number === cardNumber);
  if (!card) return { outcome: "declined", code: "800.100.100", description: "transaction declined for unknown reason" };
  return { outcome: card.outcome, code: card.code, description: card.description };
}
