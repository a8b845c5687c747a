import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { useActiveProfile } from "../hooks/use-active-profile";
import { useRemoveProfile } from "../hooks/use-remove-profile";
import { ProfileGrid } from "./profile-grid";
import { ProfilesLoadError } from "./profiles-load-error";

/** The /profiles page body: a spinner while loading, then every profile and the add card (SPEC §2). */
export function ProfilesList() {
  const { t } = useTranslation("profiles");
  const { profiles, active, query, select } = useActiveProfile();
  const remove = useRemoveProfile();

  if (query.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner className="size-6" label={t("loading")} />
      </div>
    );
  }
  if (query.isError) return <ProfilesLoadError error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <div className="grid gap-4">
      {profiles.length === 0 ? <p className="text-sm text-muted-foreground">{t("list.empty")}</p> : null}
      <ProfileGrid profiles={profiles} activeId={active?.id ?? null} onSelect={select} onDelete={remove} />
    </div>
  );
}
