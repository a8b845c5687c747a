import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { useCurrentSubscription } from "../api/get-current-subscription";

/** Remaining credits: two decimals, a whole number on small screens (SPEC §2). 0 without a plan. */
export function CreditsBadge() {
  const { t } = useTranslation();
  const language = useLanguage();
  const subscription = useCurrentSubscription();
  const credits = subscription.data?.credits_remaining ?? 0;
  return (
    <div
      className="flex h-9 items-center gap-2 rounded-lg border bg-surface px-2.5 text-sm"
      title={t("topBar.creditsLabel", { count: credits, credits: formatCredits(credits, language) })}
    >
      <Coins className="size-4 text-primary" aria-hidden />
      <span className="sr-only">{t("topBar.credits")}</span>
      <span className="font-semibold tabular-nums sm:hidden">{formatCredits(credits, language, true)}</span>
      <span className="hidden font-semibold tabular-nums sm:inline">{formatCredits(credits, language)}</span>
      <span className="hidden text-muted-foreground lg:inline">{t("topBar.credits")}</span>
    </div>
  );
}
