import type { TRegisterRequest } from "@radar/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type RegisterResponse = { detail: string; email: string };

/** The verification e-mail is written in `language`, the language the visitor is using. */
export function register(body: TRegisterRequest): Promise<RegisterResponse> {
  return api.post<RegisterResponse>("/auth/register/", body, { auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
