import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { workspaceRefusal } from "./workspace-error";

/**
 * Tells why the API refused a change of the team, in the screen's language, by the refusal's code.
 * A member or invitation that is gone (someone else acted meanwhile) reloads the team.
 */
export function useRefusalToast() {
  const { t } = useTranslation("team");
  const queryClient = useQueryClient();
  return (error: unknown) => {
    const refusal = workspaceRefusal(error);
    if (refusal === "notFound") void queryClient.invalidateQueries({ queryKey: ["workspaces"] });
    const known =
      refusal === "seatsFull" ||
      refusal === "lastOwner" ||
      refusal === "alreadyMember" ||
      refusal === "notAllowed" ||
      refusal === "notFound";
    toast.error(known ? t(`errors.${refusal}`) : t("errors.failed"));
  };
}
