import type { TPaymentMethod, TPaymentMethodOption } from "@radar/contract/billing";
import { CircleAlert, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { methodKind } from "../utils/payment-methods";

type PaymentMethodChooserProps = {
  methods: TPaymentMethodOption[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  value: TPaymentMethod | undefined;
  onChange: (method: TPaymentMethod) => void;
  /** The built-in test gateway: Apple Pay runs on a test wallet. */
  sandbox: boolean;
  /** mada is marked as the usual choice (a Saudi billing address). */
  saudi: boolean;
};

const MARK_STYLES: Record<string, string> = {
  MADA: "border-[#84b740] text-[#259bd6]",
  VISA: "border-[#1a1f71]/40 text-[#1a1f71] italic dark:text-foreground",
  MASTER: "border-[#eb001b]/40 text-[#eb001b]",
  APPLEPAY: "border-foreground bg-foreground text-background",
};

/** A brand's name in a small framed mark, the way shops show accepted cards. */
function BrandMark({ brand }: { brand: string }) {
  const { t } = useTranslation("billing");
  return (
    <span
      className={cn("inline-flex h-6 items-center rounded border px-1.5 text-[11px] leading-none font-bold", MARK_STYLES[brand])}
      aria-hidden
    >
      {t(`methods.brands.${brand}`)}
    </span>
  );
}

/** The checkout's first question: how to pay. The choice decides the gateway checkout (mada has its own). */
export function PaymentMethodChooser({ methods, loading, failed, onRetry, value, onChange, sandbox, saudi }: PaymentMethodChooserProps) {
  const { t } = useTranslation("billing");
  const titleId = "payment-method-title";
  if (loading) {
    return (
      <div className="flex justify-center py-4">
        <Spinner label={t("methods.loading")} />
      </div>
    );
  }
  if (failed || !methods) {
    return (
      <Alert variant="destructive" className="mb-5">
        <CircleAlert />
        <div className="grid gap-2">
          <p>{t("methods.loadFailed")}</p>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
            <RefreshCw />
            {t("methods.retry")}
          </Button>
        </div>
      </Alert>
    );
  }
  return (
    <fieldset className="mb-5 grid gap-2">
      <legend id={titleId} className="mb-2 text-sm font-medium">
        {t("methods.title")}
      </legend>
      <RadioGroup
        aria-labelledby={titleId}
        value={value ?? ""}
        onValueChange={(next) => {
          const option = methods.find((method) => method.payment_method === next);
          if (option) onChange(option.payment_method);
        }}
        className="gap-2"
      >
        {methods.map((option) => {
          const kind = methodKind(option.payment_method);
          const hint = kind === "applePay" && sandbox ? t("methods.applePay.sandboxHint") : t(`methods.${kind}.hint`);
          return (
            <RadioCard key={option.payment_method} value={option.payment_method} aria-describedby={`payment-method-${kind}-hint`}>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                  {t(`methods.${kind}.name`)}
                  {kind === "mada" && saudi ? (
                    <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success">
                      {t("methods.mada.usual")}
                    </span>
                  ) : null}
                </span>
                <span id={`payment-method-${kind}-hint`} className="text-xs text-muted-foreground">
                  {hint}
                </span>
              </span>
              <span className="flex shrink-0 flex-wrap justify-end gap-1">
                {option.brands.map((brand) => (
                  <BrandMark key={brand} brand={brand} />
                ))}
              </span>
            </RadioCard>
          );
        })}
      </RadioGroup>
    </fieldset>
  );
}
