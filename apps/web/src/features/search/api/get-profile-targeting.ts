import { type TProfileTargeting, ZProfileTargetingSchema } from "@radar/contract/profiles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getAccessToken } from "@/lib/auth-storage";
import { isRetryable } from "@/lib/query-client";

export const TARGETING_MISSING_TOKEN = "Authentication token is missing";
export const TARGETING_INVALID_ID = "Invalid profile ID format";

/**
 * GET /api/social_profiles/{id}/targeting/ (SPEC §7). It needs a token and a numeric id (SPEC §5),
 * checked before any request; the answer may come wrapped in a 'profile' object (SPEC §3).
 */
export async function getProfileTargeting(profileId: string, signal?: AbortSignal): Promise<TProfileTargeting> {
  if (!getAccessToken()) throw new Error(TARGETING_MISSING_TOKEN);
  if (!/^\d+$/.test(profileId)) throw new Error(TARGETING_INVALID_ID);
  const body = await api.get<unknown>(`/social_profiles/${profileId}/targeting/`, { signal });
  const inner = body && typeof body === "object" && "profile" in body ? (body as { profile: unknown }).profile : body;
  return ZProfileTargetingSchema.parse(inner);
}

export function profileTargetingQuery(profileId: string) {
  return queryOptions({
    queryKey: ["social-profiles", "targeting", profileId],
    queryFn: ({ signal }) => getProfileTargeting(profileId, signal),
    // SPEC §7: profile queries retry twice with a 1 s delay; a refusal (4xx) or a bad id will not change.
    retry: (failureCount, error) =>
      failureCount < 2 && isRetryable(error) && error.message !== TARGETING_INVALID_ID && error.message !== TARGETING_MISSING_TOKEN,
    retryDelay: 1000,
    // Pre-filling happens once per visit: a later refetch must not reset the user's edits.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProfileTargeting(profileId: string | undefined) {
  return useQuery({ ...profileTargetingQuery(profileId ?? ""), enabled: profileId !== undefined });
}
