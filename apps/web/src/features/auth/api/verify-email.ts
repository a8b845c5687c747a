import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type VerifyEmailResponse = { detail: string; email: string };

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return api.get<VerifyEmailResponse>("/auth/verify-email/", { query: { token }, auth: false });
}

/**
 * A query, not an effect: the token is single-use, so the request must run once per token even when
 * the page mounts twice (StrictMode, a re-render of the route). The query's abort signal is left
 * unused on purpose: aborting would not stop the server from spending the token, and React Query
 * would then send it again and get "already used".
 */
export function verifyEmailQuery(token: string) {
  return queryOptions({
    queryKey: ["auth", "verify-email", token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useVerifyEmail(token: string) {
  return useQuery({ ...verifyEmailQuery(token), enabled: token !== "" });
}
