import type { TUserProfile } from "@radar/contract/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export function getProfile(signal?: AbortSignal): Promise<TUserProfile> {
  return api.get<TUserProfile>("/user/profile/", { signal });
}

export const profileQuery = queryOptions({
  queryKey: ["user", "profile"],
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQuery);
}
