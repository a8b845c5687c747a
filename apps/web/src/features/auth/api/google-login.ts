import type { TGoogleLoginRequest } from "@radar/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AuthResult, parseAuthResponse } from "../utils/parse-auth-response";

export async function googleLogin(body: TGoogleLoginRequest): Promise<AuthResult> {
  const data = await api.post<unknown>("/auth/google/", body, { auth: false });
  return parseAuthResponse(data);
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}
