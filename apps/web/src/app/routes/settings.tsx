import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/layouts/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { SubscriptionCard } from "@/features/billing/components/subscription-card";
import { BillingSection } from "@/features/invoices/components/billing-section";
import { useCurrentSubscription } from "@/features/subscriptions/api/get-current-subscription";
import { UsageSection } from "@/features/usage/components/usage-section";
import { useProfile } from "@/features/users/api/get-profile";
import { AvatarCard } from "@/features/users/components/avatar-card";
import { LanguageCard } from "@/features/users/components/language-card";
import { ProfileForm } from "@/features/users/components/profile-form";
import { useLoadFailedToast } from "@/features/users/hooks/use-load-failed-toast";
import { useCurrentWorkspace } from "@/features/workspaces/api/workspaces";
import { TeamSection } from "@/features/workspaces/components/team-section";
import { useLanguage } from "@/lib/i18n";
import { displayName, initials } from "@/lib/user";
import { useCurrentSubscriptionCache } from "../hooks/use-current-subscription-cache";

export function SettingsPage() {
  const { t } = useTranslation("settings");
  const profile = useProfile();
  const subscription = useCurrentSubscription();
  const subscriptionCache = useCurrentSubscriptionCache();
  const language = useLanguage();
  useLoadFailedToast(profile.isError);
  const workspace = useCurrentWorkspace();
  const usageMembers = (workspace.data?.members ?? []).map((member) => ({
    user_id: member.user_id,
    name: `${member.first_name} ${member.last_name}`.trim() || member.email,
  }));

  return (
    <div className="grid gap-6">
      <title>{`${t("title")} · ${t("common:brand.name")}`}</title>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid max-w-3xl gap-6">
        {profile.data ? (
          <AvatarCard avatarUrl={profile.data.avatar_url} name={displayName(profile.data)} initials={initials(profile.data)} />
        ) : null}
        {profile.isPending ? (
          <Card>
            <CardBody className="flex justify-center py-16">
              <Spinner className="size-5" label={t("common:loading")} />
            </CardBody>
          </Card>
        ) : profile.isError ? (
          <Card>
            <CardBody className="grid justify-items-start gap-3">
              <p className="font-medium">{t("profile.loadFailed")}</p>
              <p className="text-sm text-muted-foreground">{t("profile.loadFailedDescription")}</p>
              <Button variant="outline" onClick={() => void profile.refetch()}>
                {t("profile.retry")}
              </Button>
            </CardBody>
          </Card>
        ) : (
          <ProfileForm key={profile.data.id} profile={profile.data} />
        )}
        <LanguageCard language={language} />
        {profile.data ? <ChangePasswordForm user={profile.data} /> : null}
        <SubscriptionCard subscription={subscription} onSubscriptionChange={subscriptionCache.replace} />
        <TeamSection />
        {workspace.data ? <BillingSection canManage={workspace.data.role === "owner"} /> : null}
        <UsageSection members={usageMembers} />
      </div>
    </div>
  );
}
