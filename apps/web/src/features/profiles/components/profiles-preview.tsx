import { DASHBOARD_PROFILE_COUNT } from "@radar/contract/profiles";
import { ArrowRight, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useActiveProfile } from "../hooks/use-active-profile";
import { useRemoveProfile } from "../hooks/use-remove-profile";
import { ProfileGrid } from "./profile-grid";
import { ProfilesLoadError } from "./profiles-load-error";

/** The dashboard's profiles: the first 3, 'View all (n)' beyond that, or an invitation to add the first (SPEC §2). */
export function ProfilesPreview() {
  const { t } = useTranslation("profiles");
  const { profiles, active, query, select } = useActiveProfile();
  const remove = useRemoveProfile();

  return (
    <section aria-labelledby="dashboard-profiles" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-profiles" className="text-lg font-semibold tracking-tight">
          {t("preview.title")}
        </h2>
        {profiles.length > DASHBOARD_PROFILE_COUNT ? (
          <Link to={paths.profiles.path} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            {t("preview.viewAll", { total: profiles.length })}
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
          </Link>
        ) : null}
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-6" label={t("loading")} />
        </div>
      ) : query.isError ? (
        <ProfilesLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : profiles.length === 0 ? (
        <div className="grid justify-items-center gap-4 rounded-2xl border border-dashed border-zinc-300 bg-background px-5 py-12 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
            <UserPlus className="size-7" aria-hidden />
          </span>
          <div className="grid max-w-md gap-1.5">
            <h3 className="font-semibold">{t("preview.emptyTitle")}</h3>
            <p className="text-sm leading-6 text-muted-foreground">{t("preview.emptyDescription")}</p>
          </div>
          <Button asChild>
            <Link to={paths.newProfile.path}>{t("preview.emptyAction")}</Link>
          </Button>
        </div>
      ) : (
        <ProfileGrid
          profiles={profiles.slice(0, DASHBOARD_PROFILE_COUNT)}
          activeId={active?.id ?? null}
          onSelect={select}
          onDelete={remove}
        />
      )}
    </section>
  );
}
