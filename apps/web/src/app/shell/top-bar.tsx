import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { BrandMark } from "@/components/layouts/brand";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { UserMenu } from "@/features/auth/components/user-menu";
import { CreditsBadge } from "@/features/subscriptions/components/credits-badge";
import { WorkspaceSwitcher } from "@/features/workspaces/components/workspace-switcher";
import { MobileNav } from "./mobile-nav";
import { ProfileChip } from "./profile-chip";

export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur sm:gap-3 sm:px-6">
      <MobileNav />
      <Link to={paths.dashboard.path} className="rounded-lg md:hidden" aria-label={t("brand.name")}>
        <BrandMark />
      </Link>
      <div className="ms-auto flex min-w-0 items-center gap-1.5 sm:gap-2">
        <WorkspaceSwitcher />
        <CreditsBadge />
        <Button variant="outline" size="icon" asChild className="size-9">
          <Link to={paths.settings.path} aria-label={t("topBar.addCredits")} title={t("topBar.addCredits")}>
            <Plus />
          </Link>
        </Button>
        <ProfileChip />
        <LanguageSwitcher compact />
        <UserMenu />
      </div>
    </header>
  );
}
