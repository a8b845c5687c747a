import { formatAdminCurrency } from "../utils/admin-format";

/**
 * An SAR amount as the admin view shows it (ar-SA, SPEC §9). Isolated so the Arabic currency sign
 * keeps its own right-to-left order ("ر.س. 22,000.00") inside English text too.
 */
export function AdminMoney({ value }: { value: number }) {
  return <bdi>{formatAdminCurrency(value)}</bdi>;
}
