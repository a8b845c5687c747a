import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";

/** SPEC §8: a profile that cannot be loaded in settings gives the toast 'Failed to load profile'. */
export function useLoadFailedToast(failed: boolean): void {
  const { t } = useTranslation("settings");
  useEffect(() => {
    if (failed) toast.error(t("profile.loadFailed"), { id: "profile-load-failed" });
  }, [failed, t]);
}
