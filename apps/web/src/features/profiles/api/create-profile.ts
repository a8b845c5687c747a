import type { TCreateSocialProfileRequest, TCreateSocialProfileResponse } from "@radar/contract/profiles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { profilesQuery } from "./get-profiles";

export function createProfile(body: TCreateSocialProfileRequest): Promise<TCreateSocialProfileResponse> {
  return api.post<TCreateSocialProfileResponse>("/social_profiles/add/", body);
}

export function useCreateProfile() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: createProfile,
    // 'already exists' also means the list may be stale: refresh it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: profilesQuery(user?.id ?? 0).queryKey }),
  });
}
