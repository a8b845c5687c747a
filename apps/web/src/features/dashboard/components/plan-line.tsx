import { ArrowUpRight, Layers } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { remainingSlots } from "../utils/profile-slots";

type PlanLineProps = {
  /** The current plan, or null without an active subscription. */
  plan: { name: string; maxProfiles: number } | null;
  /** Profiles the user has; null while they load. */
  used: number | null;
};

/**
 * SPEC §2: the plan with the profile slots left and a link to upgrade — or, without a plan, to
 * choose one. Slots are the plan's max_profiles (Basic 1, Growth 3, Professional 10).
 */
export function PlanLine({ plan, used }: PlanLineProps) {
  const { t } = useTranslation("dashboard");
  return (
    <div className="flex flex-col gap-3 rounded-2xl border bg-background px-4 py-3 shadow-card sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
          <Layers className="size-4" aria-hidden />
        </span>
        <p className="text-sm">
          {plan ? (
            <>
              <span className="font-semibold">{t("plan.name", { plan: plan.name })}</span>
              <span className="text-muted-foreground"> · </span>
              <span data-testid="profile-slots">
                {used === null
                  ? t("plan.slotsTotal", { count: plan.maxProfiles, max: plan.maxProfiles })
                  : t("plan.slotsLeft", { count: plan.maxProfiles, left: remainingSlots(plan.maxProfiles, used), max: plan.maxProfiles })}
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">{t("plan.none")}</span>
          )}
        </p>
      </div>
      <Link
        to={paths.subscriptions.path}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline sm:self-auto"
      >
        {plan ? t("plan.upgrade") : t("plan.choose")}
        <ArrowUpRight className="size-4 rtl:-scale-x-100" aria-hidden />
      </Link>
    </div>
  );
}
