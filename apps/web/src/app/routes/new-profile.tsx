import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { paths } from "@/config/paths";
import { remainingSlots } from "@/features/dashboard/utils/profile-slots";
import { useProfiles } from "@/features/profiles/api/get-profiles";
import { AddProfileWizard } from "@/features/profiles/components/add-profile-wizard";
import { ProfileSlotsFull } from "@/features/profiles/components/profile-slots-full";
import { useSubscriptionSnapshot } from "../hooks/use-subscription-snapshot";

/**
 * /profiles/new: the add-profile wizard — or, when the plan has no free slot, that news and the
 * upgrade link before step 1. The slots come from the queries the dashboard's plan line reads.
 */
export function NewProfilePage() {
  const { t } = useTranslation("profiles");
  const subscription = useSubscriptionSnapshot();
  const profiles = useProfiles();
  const max = subscription.data?.is_active ? subscription.data.plan.max_profiles : null;
  // A failed profile list does not block the wizard: the server still refuses a profile too many.
  const full = max !== null && profiles.isSuccess && remainingSlots(max, profiles.data.length) === 0;

  return (
    <div className="grid gap-6">
      <title>{`${t("newPage.title")} · ${t("common:brand.name")}`}</title>
      <Link
        to={paths.profiles.path}
        className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {t("newPage.back")}
      </Link>
      {profiles.isPending && max !== null ? <FullPageSpinner /> : full ? <ProfileSlotsFull max={max} /> : <AddProfileWizard />}
    </div>
  );
}
