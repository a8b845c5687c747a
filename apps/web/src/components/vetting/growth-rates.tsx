import type { TLanguage } from "@radar/contract/constants";
import type { TInfluencerHistory } from "@radar/contract/vetting";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";

export const signedCount = (value: number, language: TLanguage) =>
  formatNumber(value, language, { signDisplay: "exceptZero", maximumFractionDigits: 0 });

/** Followers gained over 30 and 90 days with the rate; "not enough history" where the history is shorter. */
export function GrowthRates({ history, className }: { history: TInfluencerHistory; className?: string }) {
  const { t } = useTranslation("vetting");
  const language = useLanguage();
  return (
    <dl className={cn("grid grid-cols-2 gap-2", className)}>
      {[30, 90].map((days) => {
        const growth = history.growth.find((entry) => entry.days === days);
        return (
          <div key={days} className="grid gap-0.5 rounded-lg bg-surface px-3 py-2" data-testid={`growth-${days}`}>
            <dt className="text-xs text-muted-foreground">{t("growth.label", { days })}</dt>
            <dd className="font-semibold tabular-nums">
              {growth ? (
                <>
                  <bdi>{signedCount(growth.change, language)}</bdi>{" "}
                  <span className={growth.rate < 0 ? "text-destructive" : "text-success-soft-foreground"}>
                    (
                    <bdi>
                      {formatNumber(growth.rate / 100, language, { style: "percent", signDisplay: "exceptZero", maximumFractionDigits: 1 })}
                    </bdi>
                    )
                  </span>
                  {growth.measured_days !== days ? (
                    <span className="ms-1 text-xs font-normal text-muted-foreground">
                      {t("growth.measured", { days: growth.measured_days })}
                    </span>
                  ) : null}
                </>
              ) : (
                <span className="text-sm font-normal text-muted-foreground">{t("growth.none")}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
