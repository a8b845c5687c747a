import type { TUpdateProfileRequest, TUserProfile } from "@radar/contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { updateStoredUser } from "@/lib/auth-storage";
import { profileQuery } from "./get-profile";

/** Email is not editable and is never sent (SPEC §5). */
export function updateProfile(body: TUpdateProfileRequest): Promise<TUserProfile> {
  return api.put<TUserProfile>("/user/profile/update/", body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      // The top bar's user menu reads the stored user.
      updateStoredUser({ first_name: profile.first_name, last_name: profile.last_name, username: profile.username });
    },
  });
}
