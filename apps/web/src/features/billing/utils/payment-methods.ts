import type { TPaymentMethod, TPaymentMethodOption } from "@radar/contract/billing";

export type MethodKind = "mada" | "card" | "applePay";

export function methodKind(method: TPaymentMethod): MethodKind {
  if (method === "MADA") return "mada";
  if (method === "APPLEPAY") return "applePay";
  return "card";
}

type ApplePaySessionLike = { canMakePayments: () => boolean };

declare global {
  interface Window {
    /** Safari's Apple Pay entry point; absent in other browsers. */
    ApplePaySession?: ApplePaySessionLike;
  }
}

/** Apple Pay works in Safari on a device with a wallet; the sandbox's test wallet works anywhere. */
export function applePayAvailable(sandbox: boolean): boolean {
  if (sandbox) return true;
  try {
    return window.ApplePaySession?.canMakePayments() === true;
  } catch {
    return false;
  }
}

/**
 * The methods to offer, in order: most Saudi cards are mada, so for a Saudi billing address mada
 * comes first (and is preselected); elsewhere the card form does. Apple Pay only where it can work.
 */
export function orderMethods(methods: TPaymentMethodOption[], country: string, canApplePay: boolean): TPaymentMethodOption[] {
  const offered = methods.filter((option) => option.payment_method !== "APPLEPAY" || canApplePay);
  const saudi = country === "SA";
  const rank = (option: TPaymentMethodOption) => {
    const kind = methodKind(option.payment_method);
    if (kind === "mada") return saudi ? 0 : 1;
    if (kind === "card") return saudi ? 1 : 0;
    return 2;
  };
  return offered
    .map((option, index) => ({ option, index }))
    .sort((a, b) => rank(a.option) - rank(b.option) || a.index - b.index)
    .map(({ option }) => option);
}

/** The shopper's choice if it is still offered, else the first offered method. */
export function chosenMethod(ordered: TPaymentMethodOption[], chosen: TPaymentMethod | null): TPaymentMethodOption | undefined {
  return ordered.find((option) => option.payment_method === chosen) ?? ordered[0];
}
