import type { TBillingDetails, TCheckoutSession } from "@radar/contract/billing";

/** SPEC §4: step 0 Review, 1 Billing, 2 Payment. */
export const CHECKOUT_STEPS = ["review", "billing", "payment"] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];

export type CheckoutState = {
  step: 0 | 1 | 2;
  /** What the shopper typed, kept so Back from Payment shows the form as it was. */
  billing: TBillingDetails | null;
  /** The prepared checkout; only the Payment step has one. */
  session: TCheckoutSession | null;
  /** The card was submitted to the gateway and its answer is awaited. */
  processing: boolean;
};

export type CheckoutAction =
  | { type: "reviewed" }
  | { type: "prepared"; billing: TBillingDetails; session: TCheckoutSession }
  | { type: "back" }
  | { type: "processing"; value: boolean };

export const initialCheckoutState: CheckoutState = { step: 0, billing: null, session: null, processing: false };

/** Back returns one step, except from Review (there is none) and while a payment is processing. */
export function canGoBack(state: CheckoutState): boolean {
  return state.step > 0 && !state.processing;
}

/** The dialog stays open while the gateway handles the card, so the answer is not lost. */
export function canClose(state: CheckoutState): boolean {
  return !state.processing;
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case "reviewed":
      return state.step === 0 ? { ...state, step: 1 } : state;
    case "prepared":
      // Billing submit prepared a checkout: on to Payment (a failure stays on Billing, SPEC §4).
      return state.step === 1 ? { ...state, step: 2, billing: action.billing, session: action.session, processing: false } : state;
    case "back":
      if (!canGoBack(state)) return state;
      // Leaving Payment drops its checkout; Continue prepares a fresh one.
      return state.step === 2 ? { ...state, step: 1, session: null } : { ...state, step: 0 };
    case "processing":
      return state.step === 2 ? { ...state, processing: action.value } : state;
  }
}
