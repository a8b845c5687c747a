import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { CHECKOUT_STEPS } from "../utils/checkout-wizard";

/** Review · Billing · Payment, with the current step marked for sight and for screen readers. */
export function CheckoutSteps({ step }: { step: number }) {
  const { t } = useTranslation("billing");
  return (
    <ol className="flex items-center gap-2 text-sm" aria-label={t("checkout.stepsLabel")}>
      {CHECKOUT_STEPS.map((name, index) => {
        const done = index < step;
        const active = index === step;
        return (
          <li key={name} className="flex min-w-0 items-center gap-2" aria-current={active ? "step" : undefined}>
            {index > 0 ? <span className="h-px w-4 shrink-0 bg-border sm:w-8" aria-hidden /> : null}
            <span
              className={cn(
                "grid size-6 shrink-0 place-items-center rounded-full border text-xs font-semibold tabular-nums",
                active && "border-primary bg-primary text-primary-foreground",
                done && "border-primary bg-primary-soft text-primary",
                !active && !done && "text-muted-foreground",
              )}
            >
              {done ? <Check className="size-3.5" aria-hidden /> : index + 1}
            </span>
            <span className={cn("truncate", active ? "font-medium" : "hidden text-muted-foreground sm:inline")}>
              {t(`checkout.steps.${name}`)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
