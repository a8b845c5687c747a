import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { isRetryable } from "@/lib/query-client";
import { type Profile, toProfiles } from "../utils/normalize-profile";

export async function getProfiles(signal?: AbortSignal): Promise<Profile[]> {
  return toProfiles(await api.get<unknown>("/social_profiles/", { signal }));
}

/** Keyed by user, so an account switch in the same tab never shows the previous user's profiles. */
export function profilesQuery(userId: number) {
  return queryOptions({
    queryKey: ["social-profiles", userId],
    queryFn: ({ signal }) => getProfiles(signal),
    // SPEC §7: profile queries retry twice with a 1 s delay.
    retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
    retryDelay: 1000,
  });
}

export function useProfiles() {
  const user = useCurrentUser();
  return useQuery({ ...profilesQuery(user?.id ?? 0), enabled: user !== null });
}
