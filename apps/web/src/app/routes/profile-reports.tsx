import { REPORT_TYPES } from "@radar/contract/reports";
import { ArrowLeft, FilePlus, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/layouts/page-header";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { hrefTo, paths } from "@/config/paths";
import { useProfiles } from "@/features/profiles/api/get-profiles";
import { useProfileReports } from "@/features/reports/api/get-profile-reports";
import { GenerateReportDialog } from "@/features/reports/components/generate-report-dialog";
import { ReportsPanel } from "@/features/reports/components/reports-panel";
import { useCurrentSubscription } from "@/features/subscriptions/api/get-current-subscription";
import { ApiError } from "@/lib/http";

/** SPEC §2 Profile reports page: back link, the profile's reports with PDF/PPTX, generate, Find Similar. */
export function ProfileReportsPage() {
  const { t } = useTranslation("reports");
  const params = useParams();
  const profileId = /^\d{1,9}$/.test(params.profileId ?? "") ? Number(params.profileId) : 0;
  const profiles = useProfiles();
  const subscription = useCurrentSubscription();
  const reports = useProfileReports(profileId);
  const profile = profiles.data?.find((item) => item.id === profileId);
  // The handle is isolated left to right, so "(@name)" keeps its order inside an Arabic title.
  const name = profile ? `${profile.name} (\u2066@${profile.username}\u2069)` : `#${profileId}`;
  const missing =
    profileId === 0 || (profiles.isSuccess && !profile) || (reports.error instanceof ApiError && reports.error.status === 404);

  return (
    <div className="grid gap-6">
      <title>{`${t("page.profileTitle", { name })} · ${t("common:brand.name")}`}</title>
      <Button asChild variant="link" className="w-fit">
        <Link to={paths.reports.path}>
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
          {t("page.back")}
        </Link>
      </Button>
      <PageHeader
        title={t("page.profileTitle", { name })}
        description={t("page.profileDescription")}
        actions={
          missing ? null : (
            <>
              <Button asChild variant="outline">
                <Link to={hrefTo("profileSearch", { profileId })}>
                  <Search aria-hidden />
                  {t("actions.findSimilar")}
                </Link>
              </Button>
              <GenerateReportDialog
                trigger={
                  <Button>
                    <FilePlus aria-hidden />
                    {t("actions.generate")}
                  </Button>
                }
                profileId={profileId}
                formats={[...REPORT_TYPES]}
                cost={subscription.data?.plan.report_cost ?? null}
              />
            </>
          )
        }
      />
      {missing ? <Alert variant="warning">{t("page.profileMissing")}</Alert> : <ReportsPanel query={reports} variant="profile" />}
    </div>
  );
}
