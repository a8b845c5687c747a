import type { TCheckoutSession, TPlan } from "@radar/contract/billing";
import { CircleAlert, Lock } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { usePaymentWidget } from "../hooks/use-payment-widget";
import { methodKind } from "../utils/payment-methods";
import { usePlanName } from "./plan-name";
import { PlanPrice } from "./plan-price";

type PaymentStepProps = {
  plan: TPlan;
  session: TCheckoutSession;
  processing: boolean;
  onProcessingChange: (processing: boolean) => void;
  onComplete: () => void;
  onBack: () => void;
};

/**
 * SPEC §2 Payment: the gateway's card form inside `form.paymentWidgets`. Its action is the widget's
 * return address, /payment/result, where the gateway sends the browser with `id` and `resourcePath`.
 */
export function PaymentStep({ plan, session, processing, onProcessingChange, onComplete, onBack }: PaymentStepProps) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const planName = usePlanName();
  const formRef = useRef<HTMLFormElement>(null);
  const shopperResultUrl = new URL(paths.paymentResultCallback.path, window.location.origin).href;
  const status = usePaymentWidget(session, language, formRef, {
    onProcessingChange,
    onComplete,
    onLoadFailed: () => toast.error(t("payment.scriptFailed"), { id: `payment-script-${session.checkout_id}` }),
  });

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface px-4 py-3 text-sm">
        <span className="text-muted-foreground">
          {t("payment.paying", { plan: planName(plan) })}
          <span aria-hidden> · </span>
          <span className="font-medium text-foreground" data-testid="payment-method">
            {t(`methods.${methodKind(session.payment_method)}.name`)}
          </span>
        </span>
        <PlanPrice plan={plan} size="sm" />
      </div>
      {status === "loading" ? (
        <div className="flex justify-center py-10">
          <Spinner label={t("payment.loading")} />
        </div>
      ) : null}
      {status === "failed" ? (
        <Alert variant="destructive">
          <CircleAlert />
          <p>{t("payment.scriptFailedDescription")}</p>
        </Alert>
      ) : null}
      {/* The widget fills this form itself; React renders it empty and never touches its children. */}
      <form ref={formRef} action={shopperResultUrl} className="paymentWidgets" data-brands={session.brands} />
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden />
        {processing ? t("payment.processing") : t("payment.secure")}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onBack} disabled={processing}>
          {t("checkout.back")}
        </Button>
      </DialogFooter>
    </div>
  );
}
