import type { TCheckoutSession } from "@radar/contract/billing";
import { type RefObject, useEffect, useRef, useState } from "react";

/** The part of COPYandPAY's `wpwlOptions` this app uses (HyperPay reference §2). */
type WpwlOptions = {
  locale: string;
  style: "card";
  onReady: () => void;
  onBeforeSubmitCard: () => boolean;
  /** The Apple Pay button was pressed (the payment sheet opens). */
  onBeforeSubmitApplePay: () => boolean;
  onError: (error: unknown) => void;
  /** SPEC §7 names these two callbacks; a widget that calls them is handled like the redirect. */
  paymentComplete: () => void;
  paymentError: (error: unknown) => void;
};

declare global {
  interface Window {
    wpwlOptions?: WpwlOptions;
    /** HyperPay's widget exposes `wpwl.unload()` so a single-page app can load it again. */
    wpwl?: { unload?: () => void };
  }
}

export type PaymentWidgetStatus = "loading" | "ready" | "failed";

type Handlers = {
  /** The card went to the gateway (true) or came back for correction / failed (false). */
  onProcessingChange: (processing: boolean) => void;
  onLoadFailed: () => void;
  onComplete: () => void;
};

/** A pay button that is enabled again, or the widget's own error message, means the gateway answered without leaving. */
function widgetIsIdle(form: HTMLFormElement): boolean {
  const button = form.querySelector<HTMLButtonElement>(".wpwl-button-pay, .wpwl-apple-pay-button");
  return (button !== null && !button.disabled) || form.querySelector(".wpwl-message") !== null;
}

/**
 * Loads the gateway's widget for one checkout into `formRef` (a `form.paymentWidgets`): options
 * first, then the script from `script_url` with its integrity hash, as HyperPay requires. The widget
 * posts the card itself and sends the browser to the form's action with `id` and `resourcePath`.
 */
export function usePaymentWidget(
  session: TCheckoutSession,
  locale: string,
  formRef: RefObject<HTMLFormElement | null>,
  handlers: Handlers,
): PaymentWidgetStatus {
  const [status, setStatus] = useState<PaymentWidgetStatus>("loading");
  const latest = useRef(handlers);
  latest.current = handlers;
  const processing = useRef(false);

  useEffect(() => {
    const setProcessing = (value: boolean) => {
      if (processing.current === value) return;
      processing.current = value;
      latest.current.onProcessingChange(value);
    };
    setStatus("loading");
    window.wpwlOptions = {
      locale,
      style: "card",
      onReady: () => setStatus("ready"),
      onBeforeSubmitCard: () => {
        setProcessing(true);
        return true;
      },
      onBeforeSubmitApplePay: () => {
        setProcessing(true);
        return true;
      },
      onError: (error) => {
        console.error("[billing] payment widget error", error);
        setProcessing(false);
      },
      paymentComplete: () => {
        setProcessing(true);
        latest.current.onComplete();
      },
      paymentError: (error) => {
        console.error("[billing] payment error", error);
        setProcessing(false);
      },
    };

    // The sandbox re-enables its button when the gateway refuses the card (a typo, an expired card)
    // without calling onError: watch for that so Back comes back too.
    const form = formRef.current;
    const observer = new MutationObserver(() => {
      if (processing.current && form && widgetIsIdle(form)) setProcessing(false);
    });
    if (form) observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled"] });

    const script = document.createElement("script");
    script.async = true;
    script.setAttribute("src", session.script_url);
    // Subresource integrity needs a CORS request, hence crossorigin (HyperPay reference §2).
    script.setAttribute("integrity", session.integrity_hash);
    script.setAttribute("crossorigin", "anonymous");
    script.onerror = () => {
      setStatus("failed");
      latest.current.onLoadFailed();
    };
    document.body.append(script);

    return () => {
      observer.disconnect();
      window.wpwl?.unload?.();
      script.remove();
      delete window.wpwlOptions;
    };
  }, [session.script_url, session.integrity_hash, locale, formRef]);

  return status;
}
