import type { TAvatarUploadResponse } from "@radar/contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { updateStoredUser } from "@/lib/auth-storage";
import { profileQuery } from "./get-profile";

export function uploadAvatar(file: File): Promise<TAvatarUploadResponse> {
  const body = new FormData();
  body.append("avatar", file);
  return api.post<TAvatarUploadResponse>("/user/avatar/upload/", body);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatar_url }) => {
      queryClient.setQueryData(profileQuery.queryKey, (profile) => (profile ? { ...profile, avatar_url } : profile));
      updateStoredUser({ avatar_url });
    },
  });
}
