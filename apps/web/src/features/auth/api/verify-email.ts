import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type VerifyEmailResponse = { detail: string; email: string };

export function verifyEmail(token: string, signal?: AbortSignal): Promise<VerifyEmailResponse> {
  return api.get<VerifyEmailResponse>("/auth/verify-email/", { query: { token }, signal, auth: false });
}

/**
 * A query, not an effect: the token is single-use, and React Query runs the request once per token
 * even when StrictMode mounts the page twice.
 */
export function verifyEmailQuery(token: string) {
  return queryOptions({
    queryKey: ["auth", "verify-email", token],
    queryFn: ({ signal }) => verifyEmail(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useVerifyEmail(token: string) {
  return useQuery({ ...verifyEmailQuery(token), enabled: token !== "" });
}
