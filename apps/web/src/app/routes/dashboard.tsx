import { CalendarClock, GitCompareArrows, Megaphone, Search, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PageHeader } from "@/components/layouts/page-header";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { usePlanName } from "@/features/billing/components/plan-name";
import { DashboardBrief } from "@/features/dashboard/components/dashboard-brief";
import { PlanLine } from "@/features/dashboard/components/plan-line";
import { ServiceCard } from "@/features/dashboard/components/service-card";
import { useProfiles } from "@/features/profiles/api/get-profiles";
import { ProfilesPreview } from "@/features/profiles/components/profiles-preview";
import { CampaignRequestDialog } from "@/features/requests/components/campaign-request-dialog";
import { ComparisonRequestDialog } from "@/features/requests/components/comparison-request-dialog";
import { briefSearchHref } from "@/features/search/components/brief-link";
import { useSubscriptionSnapshot } from "../hooks/use-subscription-snapshot";

/** SPEC §2 dashboard: header with Add Profile, a brief box, the services, the plan line and the first profiles. */
export function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const subscription = useSubscriptionSnapshot();
  const profiles = useProfiles();
  const navigate = useNavigate();
  const planName = usePlanName();
  const current = subscription.data?.is_active ? subscription.data : null;
  const plan = current ? { name: planName(current.plan), maxProfiles: current.plan.max_profiles } : null;
  const action = (label: string) => (
    <Button variant="outline" size="sm">
      {label}
    </Button>
  );

  return (
    <div className="grid gap-8">
      <title>{`${t("title")} · ${t("common:brand.name")}`}</title>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Button asChild>
            <Link to={paths.newProfile.path}>
              <UserPlus />
              {t("addProfile")}
            </Link>
          </Button>
        }
      />

      <DashboardBrief onFind={(brief) => void navigate(briefSearchHref(brief))} />

      <section aria-labelledby="dashboard-services" className="grid gap-4">
        <h2 id="dashboard-services" className="text-lg font-semibold tracking-tight">
          {t("services.title")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <ServiceCard
            icon={Megaphone}
            title={t("services.campaign.title")}
            description={t("services.campaign.description")}
            action={<CampaignRequestDialog trigger={action(t("services.campaign.action"))} />}
          />
          <ServiceCard
            icon={GitCompareArrows}
            title={t("services.comparison.title")}
            description={t("services.comparison.description")}
            action={<ComparisonRequestDialog trigger={action(t("services.comparison.action"))} />}
          />
          <ServiceCard
            icon={Search}
            title={t("services.search.title")}
            description={t("services.search.description")}
            action={
              <Button variant="outline" size="sm" asChild>
                <Link to={paths.search.path}>{t("services.search.action")}</Link>
              </Button>
            }
          />
          <ServiceCard
            icon={CalendarClock}
            title={t("services.consultation.title")}
            description={t("services.consultation.description")}
            action={
              <Button variant="outline" size="sm" asChild>
                <Link to={paths.bookMeeting.path}>{t("services.consultation.action")}</Link>
              </Button>
            }
          />
        </div>
      </section>

      <div className="grid gap-4">
        <PlanLine plan={plan} used={profiles.isSuccess ? profiles.data.length : null} />
        <ProfilesPreview />
      </div>
    </div>
  );
}
