import { UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** SPEC §2: without an active profile and without a profile id, the search invites adding one. */
export function NoProfileActive({ newProfileHref }: { newProfileHref: string }) {
  const { t } = useTranslation("search");
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed px-6 py-14 text-center">
      <p className="text-lg font-semibold">{t("noProfile.title")}</p>
      <p className="max-w-md text-sm text-muted-foreground">{t("noProfile.description")}</p>
      <Button asChild>
        <Link to={newProfileHref}>
          <UserPlus />
          {t("noProfile.action")}
        </Link>
      </Button>
    </div>
  );
}
