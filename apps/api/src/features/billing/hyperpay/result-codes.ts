/**
 * HyperPay (OPPWA) result codes, classified with the platform's own regular expressions
 * (reference/hyperpay.md). Copying them loosely lets partial failures such as `000.400.030`
 * through as successes, so they are kept verbatim and anchored.
 */
const RULES: ReadonlyArray<readonly [ResultClass, RegExp]> = [
  ["success", /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.[1][12]0)/],
  ["success_review", /^(000\.400\.0[^3]|000\.400\.100)/],
  ["pending", /^(000\.200)/],
  ["pending", /^(800\.400\.5|100\.400\.500)/],
  ["rejected_3ds", /^(000\.400\.[1][0-9][1-9]|000\.400\.2)/],
  ["rejected_3ds", /^(800\.400\.2|100\.380\.4|100\.390)/],
  ["rejected_bank", /^(800\.[17]00|800\.800\.[123])/],
  ["rejected_system", /^(900\.[1234]00|000\.400\.030)/],
  ["rejected_system", /^(800\.[56]|999\.|600\.1|800\.800\.8)/],
  ["blacklisted", /^(100\.100\.701|800\.[32])/],
];

export type ResultClass =
  | "success"
  | "success_review"
  | "pending"
  | "rejected_3ds"
  | "rejected_bank"
  | "rejected_system"
  | "blacklisted"
  | "rejected_other";

/** An unknown or expired checkout. */
export const CHECKOUT_NOT_FOUND_CODE = "200.300.404";
export const CHECKOUT_CREATED_CODE = "000.200.100";

export function classifyResultCode(code: string): ResultClass {
  for (const [resultClass, pattern] of RULES) {
    if (pattern.test(code)) return resultClass;
  }
  return "rejected_other";
}

/** Money was taken. "Success, manual review" counts: the platform captured it and flags it for us to look at. */
export function isPaid(code: string): boolean {
  const resultClass = classifyResultCode(code);
  return resultClass === "success" || resultClass === "success_review";
}

export function isPending(code: string): boolean {
  return classifyResultCode(code) === "pending";
}
