import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";

/**
 * The active social profile. No profiles exist until the profiles issue lands, so it always invites
 * adding the first one; that issue replaces it with the real active-profile picker.
 */
export function ProfileChip() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.newProfile.path}
      className="flex h-9 items-center gap-2 rounded-lg border border-dashed px-2.5 text-sm text-muted-foreground transition-colors hover:border-primary/40 hover:text-foreground"
      aria-label={`${t("topBar.activeProfile")}: ${t("topBar.noProfile")}`}
    >
      <UserRound className="size-4" aria-hidden />
      <span className="hidden sm:inline">{t("topBar.noProfile")}</span>
    </Link>
  );
}
