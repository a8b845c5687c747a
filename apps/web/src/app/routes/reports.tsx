import { REPORT_TYPES } from "@radar/contract/reports";
import { FilePlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/layouts/page-header";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useProfiles } from "@/features/profiles/api/get-profiles";
import { useReports } from "@/features/reports/api/get-reports";
import { GenerateReportDialog } from "@/features/reports/components/generate-report-dialog";
import { ReportsPanel } from "@/features/reports/components/reports-panel";
import { useCurrentSubscription } from "@/features/subscriptions/api/get-current-subscription";
import { useActiveProfileId } from "@/lib/active-profile";

/** SPEC §2 Reports page: every report of the user; the dialog offers the user's profiles and PDF, PPTX or both. */
export function ReportsPage() {
  const { t } = useTranslation("reports");
  const profiles = useProfiles();
  const activeProfileId = useActiveProfileId();
  const subscription = useCurrentSubscription();
  const reports = useReports();
  // The handle is isolated left to right, so "(@name)" keeps its order in Arabic.
  const options = (profiles.data ?? []).map((profile) => ({ id: profile.id, label: `${profile.name} (\u2066@${profile.username}\u2069)` }));
  return (
    <div className="grid gap-6">
      <title>{`${t("page.title")} · ${t("common:brand.name")}`}</title>
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={
          <GenerateReportDialog
            trigger={
              <Button>
                <FilePlus aria-hidden />
                {t("actions.generate")}
              </Button>
            }
            profiles={options}
            profileId={activeProfileId}
            formats={[...REPORT_TYPES]}
            cost={subscription.data?.plan.report_cost ?? null}
            balance={subscription.data?.credits_remaining ?? null}
            addProfileHref={paths.newProfile.path}
          />
        }
      />
      <ReportsPanel query={reports} variant="all" />
    </div>
  );
}
