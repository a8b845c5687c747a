import type { TLicenceStatus, TLicenceStatusEntry } from "@radar/contract/licences";
import { BadgeCheck, ShieldAlert, ShieldQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const VARIANT: Record<TLicenceStatus, "success" | "warning" | "destructive" | "neutral"> = {
  valid: "success",
  expiring: "warning",
  expired: "destructive",
  none: "neutral",
};

/**
 * An account's licences to advertise as badges: one per country with a known licence, or one
 * "No licence known" when neither country has one (an unlicensed creator is a brand's risk, so the
 * absence is shown too). `undefined` statuses (not loaded yet) render nothing.
 */
export function LicenceBadges({ statuses, className }: { statuses: readonly TLicenceStatusEntry[] | undefined; className?: string }) {
  const { t } = useTranslation("vetting");
  if (!statuses) return null;
  const known = statuses.filter((entry) => entry.status !== "none");
  if (known.length === 0)
    return (
      <Badge variant="neutral" className={className} data-testid="licence-badge" data-status="none">
        <ShieldQuestion aria-hidden />
        {t("licences.noneKnown")}
      </Badge>
    );
  return (
    <span className={cn("inline-flex flex-wrap gap-1", className)}>
      {known.map((entry) => {
        const Icon = entry.status === "valid" ? BadgeCheck : ShieldAlert;
        return (
          <Badge
            key={entry.country}
            variant={VARIANT[entry.status]}
            data-testid="licence-badge"
            data-country={entry.country}
            data-status={entry.status}
            title={entry.number ?? undefined}
          >
            <Icon aria-hidden />
            {t("licences.badge", { licence: t(`licences.short.${entry.country}`), status: t(`licences.status.${entry.status}`) })}
          </Badge>
        );
      })}
    </span>
  );
}
