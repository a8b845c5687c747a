import { VAT_RATE_BP } from "@radar/contract/invoices";

export interface VatSplit {
  net: number;
  vat: number;
  total: number;
}

/**
 * Plan prices are VAT-inclusive (SPEC §9), so the total is what was paid and the net is derived:
 * net = round(total / 1.15), VAT = total − net. Rounding the net (not the VAT) keeps
 * net + VAT = total exactly, which the database also checks. All in halalas.
 */
export function splitInclusive(totalHalalas: number, rateBp = VAT_RATE_BP): VatSplit {
  if (!Number.isSafeInteger(totalHalalas) || totalHalalas <= 0) throw new Error(`Bad total ${totalHalalas}`);
  const net = Math.round((totalHalalas * 10_000) / (10_000 + rateBp));
  return { net, vat: totalHalalas - net, total: totalHalalas };
}

/** A numeric(12,2) SAR amount as pg answers it ("1500.00") in halalas, without floating-point drift. */
export function halalasOf(amount: string | number): number {
  const [whole = "0", fraction = ""] = String(amount).split(".");
  const sign = whole.startsWith("-") ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2)));
}
