import type { TPasswordChange, TPasswordChangeResponse } from "@radar/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The server ends every other session of the account; this one keeps its tokens. */
export function changePassword(body: TPasswordChange): Promise<TPasswordChangeResponse> {
  return api.post<TPasswordChangeResponse>("/auth/password/change/", body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
