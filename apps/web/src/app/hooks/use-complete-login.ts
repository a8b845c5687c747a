import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import type { AuthResult } from "@/features/auth/utils/parse-auth-response";
import { currentSubscriptionQuery, getCurrentSubscription } from "@/features/subscriptions/api/get-current-subscription";
import { forgetInvitation, pendingInvitationPath } from "@/features/workspaces/utils/pending-invitation";
import { saveSession } from "@/lib/auth-storage";
import { toast } from "@/lib/toast";

/**
 * After a successful password or Google login: check the subscription with the new token, then
 * save the session and go to /dashboard (active), /subscriptions (none) or /dashboard (the check
 * failed), as SPEC §2 says. Checking before saving means the guards never see a half-done login.
 */
export function useCompleteLogin() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return async ({ tokens, user }: AuthResult, via: "password" | "google") => {
    let destination: string = paths.dashboard.path;
    try {
      const subscription = await getCurrentSubscription({ token: tokens.access });
      queryClient.setQueryData(currentSubscriptionQuery(user.id).queryKey, subscription);
      if (!subscription?.is_active) destination = paths.subscriptions.path;
    } catch {
      // The check failed (network, 5xx): SPEC §2 sends the user to the dashboard.
    }
    // An invitation opened before signing in (perhaps before signing up) is where the user was going.
    destination = pendingInvitationPath() ?? destination;
    forgetInvitation();
    saveSession(tokens, user);
    toast.success(via === "google" ? t("toasts.googleSuccess") : t("toasts.loginSuccess"));
    await navigate(destination, { replace: true });
  };
}
