import { UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "@/components/layouts/page-header";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ProfilesList } from "@/features/profiles/components/profiles-list";

export function ProfilesPage() {
  const { t } = useTranslation("profiles");
  return (
    <div className="grid gap-6">
      <title>{`${t("page.title")} · ${t("common:brand.name")}`}</title>
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={
          <Button asChild>
            <Link to={paths.newProfile.path}>
              <UserPlus />
              {t("chip.add")}
            </Link>
          </Button>
        }
      />
      <ProfilesList />
    </div>
  );
}
