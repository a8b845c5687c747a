import { isMadaCard } from "./mada-bins.ts";

/** What the sandbox checks before it "charges" a card, with the platform's codes for each failure. */

export interface CardInput {
  brand: string;
  number: string;
  holder: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
}

export interface CardProblem {
  code: string;
  description: string;
  parameter?: string;
}

export const SUPPORTED_BRANDS = ["VISA", "MASTER", "MADA"] as const;

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** VISA starts with 4, MASTER with 51-55 or 2221-2720; a mada card carries either scheme's number, and a mada BIN. */
function numberFitsBrand(brand: string, number: string): boolean {
  if (brand === "VISA") return number.startsWith("4");
  if (brand === "MASTER") return /^(5[1-5]|2[2-7])/.test(number);
  return isMadaCard(number);
}

const parameterError = (parameter: string): CardProblem => ({
  code: "200.300.404",
  description: "invalid or missing parameter",
  parameter,
});

export function cardProblem(card: CardInput, now = new Date()): CardProblem | null {
  if (!(SUPPORTED_BRANDS as readonly string[]).includes(card.brand)) return parameterError("paymentBrand");
  if (!/^\d{12,19}$/.test(card.number) || !passesLuhn(card.number)) {
    return { code: "100.100.101", description: "invalid creditcard, bank account number or bank name", parameter: "card.number" };
  }
  if (!numberFitsBrand(card.brand, card.number))
    return { code: "100.100.700", description: "invalid cc number/brand combination", parameter: "card.number" };
  if (card.holder.trim().length < 2 || card.holder.length > 128) return parameterError("card.holder");
  if (!/^(0[1-9]|1[0-2])$/.test(card.expiryMonth)) return parameterError("card.expiryMonth");
  if (!/^\d{4}$/.test(card.expiryYear)) return parameterError("card.expiryYear");
  const endOfExpiryMonth = Date.UTC(Number(card.expiryYear), Number(card.expiryMonth), 1);
  if (endOfExpiryMonth <= now.getTime()) return { code: "100.100.303", description: "card expired", parameter: "card.expiryYear" };
  if (!/^\d{3,4}$/.test(card.cvv)) return parameterError("card.cvv");
  return null;
}
