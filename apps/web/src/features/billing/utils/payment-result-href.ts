import { paths } from "@/config/paths";

/** The gateway's own resource path for a checkout's payment (HyperPay reference §2). */
export function paymentResourcePath(checkoutId: string): string {
  return `/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`;
}

/** SPEC §2: the wizard goes to /payment-result with checkout_id and resourcePath. */
export function paymentResultHref(checkoutId: string, resourcePath = paymentResourcePath(checkoutId)): string {
  const query = new URLSearchParams({ checkout_id: checkoutId, resourcePath });
  return `${paths.paymentResult.path}?${query.toString()}`;
}
