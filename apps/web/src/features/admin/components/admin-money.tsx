import { formatCurrency } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";

/**
 * An SAR amount in the admin's language: "SAR 22,000.00" on English screens (an English
 * screen never shows "ر.س."), "22,000.00 ر.س." in Arabic. Isolated so the Arabic currency sign
 * keeps its own right-to-left order inside a table of mixed text.
 */
export function AdminMoney({ value }: { value: number }) {
  const language = useLanguage();
  return <bdi>{formatCurrency(value, language)}</bdi>;
}
