import { describe, expect, it } from "vitest";
import { paymentResultHref } from "./payment-result-href";

describe("paymentResultHref", () => {
  it("points at /payment-result with checkout_id and the gateway's resourcePath", () => {
    const href = paymentResultHref("8A82944A.sandbox01");
    const url = new URL(href, "http://app.test");
    expect(url.pathname).toBe("/payment-result");
    expect(url.searchParams.get("checkout_id")).toBe("8A82944A.sandbox01");
    expect(url.searchParams.get("resourcePath")).toBe("/v1/checkouts/8A82944A.sandbox01/payment");
  });
});
