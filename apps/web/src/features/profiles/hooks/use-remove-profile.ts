import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { useDeleteProfile } from "../api/delete-profile";
import type { Profile } from "../utils/normalize-profile";

/** Deletes with SPEC §8's toasts: 'Profile deleted successfully' or 'Failed to delete profile'. */
export function useRemoveProfile() {
  const { t } = useTranslation("profiles");
  const mutation = useDeleteProfile();
  return (profile: Profile) =>
    mutation.mutate(profile.id, {
      onSuccess: () => toast.success(t("toasts.deleted")),
      onError: () => toast.error(t("toasts.deleteFailed")),
    });
}
