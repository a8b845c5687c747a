import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { paths } from "@/config/paths";
import { useProfiles } from "@/features/profiles/api/get-profiles";
import { AddProfileWizard } from "@/features/profiles/components/add-profile-wizard";
import { useSubscriptionSnapshot } from "../hooks/use-subscription-snapshot";

/** /profiles/new: the add-profile wizard, with a word up front when the plan has no slot left. */
export function NewProfilePage() {
  const { t } = useTranslation("profiles");
  const subscription = useSubscriptionSnapshot();
  const profiles = useProfiles();
  const max = subscription.data?.is_active ? subscription.data.plan.max_profiles : null;
  const full = max !== null && profiles.isSuccess && profiles.data.length >= max;

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
      <AddProfileWizard
        notice={
          full ? (
            <Alert variant="warning">
              <span>
                {t("slots.full", { count: max, max })}{" "}
                <Link to={paths.subscriptions.path} className="font-medium underline">
                  {t("slots.upgrade")}
                </Link>
              </span>
            </Alert>
          ) : null
        }
      />
    </div>
  );
}
