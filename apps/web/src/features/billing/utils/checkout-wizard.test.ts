import type { TBillingDetails, TCheckoutSession } from "@radar/contract/billing";
import { describe, expect, it } from "vitest";
import { type CheckoutState, canClose, canGoBack, checkoutReducer, initialCheckoutState } from "./checkout-wizard";

const billing: TBillingDetails = {
  email: "sara@brand.sa",
  first_name: "Sara",
  last_name: "Al-Qahtani",
  street: "King Fahd Road 12",
  city: "Riyadh",
  state: "Riyadh Province",
  country: "SA",
  postcode: "12211",
};
const session: TCheckoutSession = {
  checkout_id: "ABC.sandbox01",
  script_url: "/sandbox/hyperpay/v1/paymentWidgets.js?checkoutId=ABC.sandbox01",
  integrity_hash: "sha384-x",
  brands: "VISA MASTER",
  amount: 3000,
  currency: "SAR",
  plan_id: 2,
  payment_method: "VISA",
};

const onPayment = (): CheckoutState =>
  checkoutReducer(checkoutReducer(initialCheckoutState, { type: "reviewed" }), { type: "prepared", billing, session });

describe("checkout wizard", () => {
  it("goes Review → Billing → Payment", () => {
    const billingStep = checkoutReducer(initialCheckoutState, { type: "reviewed" });
    expect(billingStep.step).toBe(1);
    const payment = checkoutReducer(billingStep, { type: "prepared", billing, session });
    expect(payment).toMatchObject({ step: 2, billing, session, processing: false });
  });

  it("has no Back on Review; Back returns one step elsewhere", () => {
    expect(canGoBack(initialCheckoutState)).toBe(false);
    expect(checkoutReducer(initialCheckoutState, { type: "back" })).toBe(initialCheckoutState);
    const billingStep = checkoutReducer(initialCheckoutState, { type: "reviewed" });
    expect(checkoutReducer(billingStep, { type: "back" }).step).toBe(0);
    const back = checkoutReducer(onPayment(), { type: "back" });
    expect(back.step).toBe(1);
    // The typed billing details survive; the checkout does not.
    expect(back.billing).toEqual(billing);
    expect(back.session).toBeNull();
  });

  it("disables Back and closing while the payment is processing, and a payment error clears it", () => {
    const processing = checkoutReducer(onPayment(), { type: "processing", value: true });
    expect(canGoBack(processing)).toBe(false);
    expect(canClose(processing)).toBe(false);
    expect(checkoutReducer(processing, { type: "back" })).toBe(processing);
    const failed = checkoutReducer(processing, { type: "processing", value: false });
    expect(canGoBack(failed)).toBe(true);
    expect(canClose(failed)).toBe(true);
  });

  it("ignores a prepared checkout or processing outside their step", () => {
    expect(checkoutReducer(initialCheckoutState, { type: "prepared", billing, session }).step).toBe(0);
    expect(checkoutReducer(initialCheckoutState, { type: "processing", value: true }).processing).toBe(false);
  });
});
