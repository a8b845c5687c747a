import { DEFAULT_BILLING_COUNTRY, type TBillingDetails, type TPaymentMethod, type TPlan } from "@radar/contract/billing";
import type { TSubscription } from "@radar/contract/subscriptions";
import { useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useCurrentUser } from "@/lib/auth-storage";
import { ApiError } from "@/lib/http";
import { translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useChoosePlan } from "../api/choose-plan";
import { useConfirmPlanChange } from "../api/confirm-plan-change";
import { usePaymentMethods } from "../api/get-payment-methods";
import { usePrepareCheckout } from "../api/prepare-checkout";
import { CHECKOUT_STEPS, canClose, checkoutReducer, initialCheckoutState } from "../utils/checkout-wizard";
import { applePayAvailable, chosenMethod, orderMethods } from "../utils/payment-methods";
import { paymentResultHref } from "../utils/payment-result-href";
import { type BillingDefaults, BillingForm } from "./billing-form";
import { CheckoutSteps } from "./checkout-steps";
import { PaymentMethodChooser } from "./payment-method-chooser";
import { PaymentStep } from "./payment-step";
import { usePlanName } from "./plan-name";
import { ReviewStep } from "./review-step";

type CheckoutDialogProps = {
  plan: TPlan;
  /** The user's current subscription, or null. */
  current: TSubscription | null;
  onClose: () => void;
  /** The subscriber confirmed a change for the next payment (the current subscription's next plan). */
  onSubscriptionChange: (subscription: TSubscription) => void;
};

/** The `{"error": ...}` of a refused prepare_checkout (SPEC §8 'Checkout Preparation Failed' uses it). */
function checkoutErrorText(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === "object") {
    const text = (error.body as Record<string, unknown>).error;
    if (typeof text === "string" && text) return text;
  }
  return error instanceof Error ? error.message : String(error);
}

/** SPEC §2/§4: Review → Billing → Payment in a dialog; Back returns one step. */
export function CheckoutDialog({ plan, current, onClose, onSubscriptionChange }: CheckoutDialogProps) {
  const { t } = useTranslation("billing");
  const navigate = useNavigate();
  const user = useCurrentUser();
  const planName = usePlanName();
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  const choosePlan = useChoosePlan();
  const confirmChange = useConfirmPlanChange({ onChanged: onSubscriptionChange });
  const prepare = usePrepareCheckout();
  const changing = current?.is_active === true;
  const methods = usePaymentMethods({ enabled: state.step >= 1 });
  const [chosen, setChosen] = useState<TPaymentMethod | null>(null);
  // The billing country typed last time (Back from Payment), else the form's default: Saudi Arabia.
  const country = state.billing?.country ?? DEFAULT_BILLING_COUNTRY;
  const sandbox = methods.data?.sandbox === true;
  const offered = methods.data ? orderMethods(methods.data.methods, country, applePayAvailable(sandbox)) : undefined;
  const method = offered ? chosenMethod(offered, chosen) : undefined;

  const review = () => {
    // A subscriber's plan changes only when this payment succeeds: nothing is recorded before it, so
    // an abandoned or declined checkout leaves the subscription as it was.
    if (changing) {
      dispatch({ type: "reviewed" });
      return;
    }
    choosePlan.mutate(plan.id, {
      onSuccess: () => dispatch({ type: "reviewed" }),
      onError: (error) => toast.error(t("toasts.createFailed"), { description: translateMessage(error.message) }),
    });
  };

  // The explicit confirmation: no payment now, the change waits for the next one and can be withdrawn.
  const changeAtNextPayment = (subscription: TSubscription) => () =>
    confirmChange.mutate(
      { subscriptionId: subscription.id, planId: plan.id },
      {
        onSuccess: () => {
          toast.success(t("toasts.changeConfirmed", { plan: planName(plan) }));
          onClose();
        },
        onError: (error) => toast.error(t("toasts.changeFailed"), { description: translateMessage(error.message) }),
      },
    );

  const prepareCheckout = async (billing: TBillingDetails) => {
    try {
      // Without the list of methods (it failed to load) the card form is asked for; the server checks it.
      const session = await prepare.mutateAsync({ plan, customer: billing, paymentMethod: method?.payment_method ?? "VISA" });
      dispatch({ type: "prepared", billing, session });
    } catch (error) {
      // SPEC §4: a failed preparation stays on Billing and is logged; the toast names the server's error.
      console.error("[billing] checkout preparation failed", error);
      toast.error(t("toasts.prepareFailed"), { description: translateMessage(checkoutErrorText(error)) });
      throw error;
    }
  };

  const billingDefaults: BillingDefaults = state.billing ?? {
    email: user?.email ?? "",
    first_name: user?.first_name ?? "",
    last_name: user?.last_name ?? "",
  };

  return (
    <Dialog open onOpenChange={(open) => !open && canClose(state) && onClose()}>
      <DialogContent className="max-w-xl" hideClose={!canClose(state)}>
        <DialogHeader>
          <DialogTitle>{t("checkout.title", { plan: planName(plan) })}</DialogTitle>
          <DialogDescription>{t(`checkout.descriptions.${CHECKOUT_STEPS[state.step]}`)}</DialogDescription>
        </DialogHeader>
        <div className="mb-5">
          <CheckoutSteps step={state.step} />
        </div>
        {state.step === 0 ? (
          <ReviewStep
            plan={plan}
            changing={changing}
            pending={choosePlan.isPending || confirmChange.isPending}
            onCancel={onClose}
            onContinue={review}
            onChangeAtNextPayment={changing && current ? changeAtNextPayment(current) : undefined}
          />
        ) : null}
        {state.step === 1 ? (
          <>
            <PaymentMethodChooser
              methods={offered}
              loading={methods.isPending}
              failed={methods.isError}
              onRetry={() => void methods.refetch()}
              value={method?.payment_method}
              onChange={setChosen}
              sandbox={sandbox}
              saudi={country === "SA"}
            />
            <BillingForm defaultValues={billingDefaults} onSubmit={prepareCheckout} onBack={() => dispatch({ type: "back" })} />
          </>
        ) : null}
        {state.step === 2 && state.session ? (
          <PaymentStep
            key={state.session.checkout_id}
            plan={plan}
            session={state.session}
            processing={state.processing}
            onProcessingChange={(value) => dispatch({ type: "processing", value })}
            onComplete={() => {
              const session = state.session;
              if (session) void navigate(paymentResultHref(session.checkout_id));
            }}
            onBack={() => dispatch({ type: "back" })}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
