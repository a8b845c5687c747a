import type { TPasswordResetConfirm } from "@radar/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { clearAuth } from "@/lib/auth-storage";

export function confirmPasswordReset(body: TPasswordResetConfirm): Promise<{ detail: string }> {
  return api.post<{ detail: string }>("/auth/password-reset/confirm/", body, { auth: false });
}

/** The server has ended every session of the account, this browser's included: forget it here too. */
export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset, onSuccess: () => clearAuth() });
}
