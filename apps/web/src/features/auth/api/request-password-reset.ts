import type { TPasswordResetRequest } from "@radar/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The answer is the same whether or not the address has an account; the link comes by e-mail. */
export function requestPasswordReset(body: TPasswordResetRequest): Promise<{ detail: string }> {
  return api.post<{ detail: string }>("/auth/password-reset/", body, { auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
