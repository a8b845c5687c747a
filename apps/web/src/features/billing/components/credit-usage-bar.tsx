import { useTranslation } from "react-i18next";
import { Progress } from "@/components/ui/progress";
import { formatCredits } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { creditsUsed, creditUsagePercent } from "../utils/credit-usage";
import { formatCreditCount } from "../utils/plan-display";

/** Credits used this period over the plan's allowance, clamped to 0–100 % (SPEC §9). */
export function CreditUsageBar({ included, remaining }: { included: number; remaining: number }) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const percent = Math.round(creditUsagePercent(included, remaining));
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium" id="credit-usage-label">
          {t("card.usage")}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {t("card.usageValue", {
            used: formatCredits(creditsUsed(included, remaining), language),
            included: formatCreditCount(included, language),
          })}
        </span>
      </div>
      <Progress value={percent} aria-labelledby="credit-usage-label" aria-valuetext={t("card.usagePercent", { percent })} />
    </div>
  );
}
