import type { TPlan } from "@radar/contract/billing";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { useLanguage } from "@/lib/i18n";
import { formatPrice } from "../utils/plan-display";

/** 'SR 3,000 / month' (SPEC §9 shows SAR as SR on plans), with the number in the locale's grouping. */
export function PlanPrice({
  plan,
  size = "lg",
  className,
}: {
  plan: Pick<TPlan, "price" | "interval">;
  size?: "lg" | "sm";
  className?: string;
}) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  return (
    <span className={cn("inline-flex flex-wrap items-baseline gap-x-1.5", className)}>
      <span className={cn("font-semibold tracking-tight tabular-nums", size === "lg" ? "text-3xl" : "text-base")}>
        {t("price", { amount: formatPrice(plan.price, language) })}
      </span>
      <span className="text-sm text-muted-foreground">{t(plan.interval === "year" ? "interval.perYear" : "interval.perMonth")}</span>
    </span>
  );
}
