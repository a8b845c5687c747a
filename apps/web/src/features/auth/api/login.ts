import type { TLoginRequest } from "@radar/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AuthResult, parseAuthResponse } from "../utils/parse-auth-response";

export async function login(body: TLoginRequest): Promise<AuthResult> {
  // auth: false — a 401 here means wrong credentials or an unverified email, not an old token.
  const data = await api.post<unknown>("/auth/token/", body, { auth: false });
  return parseAuthResponse(data);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
