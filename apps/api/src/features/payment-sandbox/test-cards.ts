/**
 * The sandbox's documented test cards and Apple Pay test tokens (README "Payments"). Any future
 * expiry date; CVV 123 — another CVV is declined as a bank would. A valid card number not listed
 * here is declined. mada cards are taken only on the mada entity, other cards only on the card
 * entity (sandbox.routes.ts), as HyperPay does.
 */
export const SANDBOX_CVV = "123";

export type SandboxOutcome = "approved" | "declined" | "pending";

export interface TestCard {
  number: string;
  brand: "VISA" | "MASTER" | "MADA";
  outcome: SandboxOutcome;
  code: string;
  description: string;
}

const APPROVED = "Request successfully processed in 'Merchant in Integrator Test Mode'";
const NO_FUNDS = "transaction declined (amount exceeds credit)";
const AUTHENTICATION_FAILED = "User Authentication Failed";

export const TEST_CARDS: readonly TestCard[] = [
  { number: "4111111111111111", brand: "VISA", outcome: "approved", code: "000.100.110", description: APPROVED },
  { number: "5123450000000008", brand: "MASTER", outcome: "approved", code: "000.100.110", description: APPROVED },
  // reference/hyperpay.md's mada test card (BIN 446404), and a mada card on the Mastercard network.
  { number: "4464040000000007", brand: "MADA", outcome: "approved", code: "000.100.110", description: APPROVED },
  { number: "5297410000000002", brand: "MADA", outcome: "approved", code: "000.100.110", description: APPROVED },
  { number: "4464040000000015", brand: "MADA", outcome: "declined", code: "800.100.155", description: NO_FUNDS },
  { number: "4464040000000023", brand: "MADA", outcome: "declined", code: "100.380.401", description: AUTHENTICATION_FAILED },
  {
    number: "4000000000000002",
    brand: "VISA",
    outcome: "declined",
    code: "800.100.151",
    description: "transaction declined (invalid card)",
  },
  { number: "4000000000009995", brand: "VISA", outcome: "declined", code: "800.100.155", description: NO_FUNDS },
  { number: "4000000000003220", brand: "VISA", outcome: "declined", code: "100.380.401", description: AUTHENTICATION_FAILED },
  {
    number: "4000000000000069",
    brand: "VISA",
    outcome: "declined",
    code: "800.100.157",
    description: "transaction declined (wrong expiry date)",
  },
  {
    number: "4000000000000119",
    brand: "VISA",
    outcome: "declined",
    code: "800.100.160",
    description: "transaction declined (card blocked)",
  },
  {
    number: "4000000000000127",
    brand: "VISA",
    outcome: "declined",
    code: "800.800.800",
    description: "The payment system is currenty unavailable, please contact support in case this happens again.",
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

/**
 * Apple Pay in the sandbox: no Apple device is involved, so the widget's Apple Pay button posts one
 * of these tokens in place of the encrypted payment token Apple would hand over; each stands for a
 * card in a test wallet.
 */
export interface TestWalletToken extends Decision {
  token: string;
  card: { bin: string; last4Digits: string };
}

export const APPLE_PAY_TOKENS: readonly TestWalletToken[] = [
  {
    token: "sandbox-applepay-approve",
    outcome: "approved",
    code: "000.100.110",
    description: APPROVED,
    card: { bin: "411111", last4Digits: "1111" },
  },
  {
    token: "sandbox-applepay-decline",
    outcome: "declined",
    code: "800.100.155",
    description: NO_FUNDS,
    card: { bin: "400000", last4Digits: "9995" },
  },
];

/** HyperPay's answer when an entity is not set up for a card's brand (a mada card on the card entity). */
export const BRAND_NOT_CONFIGURED: Decision = {
  outcome: "declined",
  code: "600.200.500",
  description: "Invalid payment data. You are not configured for this currency or sub type (country or brand)",
};
