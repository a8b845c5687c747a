import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";
import { clearAuth, getRefreshToken } from "@/lib/auth-storage";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/toast";

export async function logout(): Promise<void> {
  const refresh = getRefreshToken();
  // Blacklists the refresh token on the server, so a copy of it cannot be used after logout.
  if (refresh) await api.post("/auth/logout/", { refresh }, { auth: false });
}

/** Logs out on the server, then always forgets the session locally and returns to the login page. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => toast.success(i18n.t("common:toasts.signedOut")),
    onError: () => toast.error(i18n.t("common:toasts.signOutFailed")),
    onSettled: () => {
      clearAuth();
      queryClient.clear();
      void navigate(paths.home.path, { replace: true });
    },
  });
}
