import type { TDeclineReason } from "@radar/contract/billing";
import { classifyResultCode } from "./result-codes.ts";

/**
 * Codes whose family alone does not say what the shopper should do: a bank decline may mean no
 * money, a blocked card or a mistyped number, and each needs a different next step.
 */
const BY_CODE: ReadonlyArray<readonly [RegExp, TDeclineReason]> = [
  // amount exceeds credit, limit exceeded, maximum frequency exceeded
  [/^800\.100\.(155|162|163)$/, "insufficient_funds"],
  // card expired (validation), wrong expiry date (bank)
  [/^(100\.100\.303|800\.100\.157)$/, "card_expired"],
  // stolen, blocked, lost, pick-up card, restricted
  [/^800\.100\.(159|160|165|170|171|172|173|174|175)$/, "card_blocked"],
  // brand or sub-type not configured on this entity, invalid card/brand combination, unsupported method
  [/^(600\.200\.(100|200|201|202|500)|100\.100\.700)$/, "method_not_supported"],
  // invalid card, invalid CVV, format error, invalid number
  [/^(800\.100\.(151|153|156)|100\.100\.(101|100|600))$/, "card_invalid"],
  // cancelled by the shopper, at the 3-D Secure page or in the Apple Pay sheet
  [/^(100\.396\.101|100\.396\.104|100\.380\.501)$/, "cancelled"],
];

/**
 * The reason of a decline for the shopper, from the gateway's result code: specific codes first,
 * then the family of the platform's own patterns (result-codes.ts). Null for a code that is not a
 * decline (paid, pending, checkout not found).
 */
export function declineReason(code: string): TDeclineReason | null {
  for (const [pattern, reason] of BY_CODE) if (pattern.test(code)) return reason;
  switch (classifyResultCode(code)) {
    case "success":
    case "success_review":
    case "pending":
      return null;
    case "rejected_3ds":
      return "authentication_failed";
    case "rejected_system":
      return "try_later";
    case "blacklisted":
      return "card_blocked";
    default:
      return code === "200.300.404" ? null : "declined";
  }
}

/** What to do next, in English: the answer's `message` (the web app shows its own text for each reason in both languages). */
export const DECLINE_MESSAGES: Record<TDeclineReason, string> = {
  insufficient_funds:
    "Your bank declined the payment for lack of funds or a spending limit. Use another card, or ask your bank to raise the limit, then try again.",
  authentication_failed:
    "The 3-D Secure check with your bank did not succeed. Try again and complete the check in your banking app or with the code your bank sends you.",
  method_not_supported:
    "This card cannot be used with the payment method you chose. If it is a mada card, go back and choose mada; otherwise choose Visa / Mastercard.",
  card_expired: "The card has expired. Use another card, or check the expiry date you entered.",
  card_blocked: "Your bank has blocked this card for online payments. Contact your bank or use another card.",
  card_invalid: "The card details were not accepted. Check the card number and the security code (CVV), then try again.",
  cancelled: "The payment was cancelled before it was completed. Nothing was charged; you can try again.",
  try_later:
    "The payment could not be completed because of a temporary problem at the bank or the gateway. Nothing was charged; please try again in a few minutes.",
  declined: "Your bank declined the payment. Try another card or payment method, or contact your bank.",
};
