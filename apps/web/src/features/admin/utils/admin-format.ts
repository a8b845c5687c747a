import { formatCurrency } from "@/lib/format";

/**
 * SPEC §9: the admin view formats SAR amounts with the Arabic–Saudi locale, whatever the interface
 * language (Latin digits, as everywhere in the app — see lib/format.ts).
 */
export function formatAdminCurrency(value: number): string {
  return formatCurrency(value, "ar");
}
