import type { TLanguage } from "@radar/contract/constants";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { i18n, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";

type ResendBody = { email: string; language: TLanguage };

export function resendVerification(body: ResendBody): Promise<{ detail: string }> {
  return api.post<{ detail: string }>("/auth/resend-verification/", body, { auth: false });
}

/** Resends the link and reports the outcome with the toasts of SPEC §8. */
export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => {
      toast.success(i18n.t("auth:toasts.resendSuccessTitle"), {
        description: i18n.t("auth:toasts.resendSuccessDescription"),
      });
    },
    onError: (error) => {
      toast.error(i18n.t("auth:toasts.resendFailed"), { description: translateMessage(error.message) });
    },
  });
}
