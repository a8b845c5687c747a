import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getActiveProfileId, setActiveProfileId } from "@/lib/active-profile";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import type { Profile } from "../utils/normalize-profile";
import { profilesQuery } from "./get-profiles";

export function deleteProfile(id: number): Promise<unknown> {
  return api.delete<unknown>(`/social_profiles/remove/${id}/`);
}

/**
 * SPEC §2: the card disappears at once, then the delete is sent; a failure puts it back. Deleting
 * the active profile clears the choice (SPEC §4), and the first remaining profile takes over.
 */
export function useDeleteProfile() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { queryKey } = profilesQuery(user?.id ?? 0);
  return useMutation({
    mutationFn: deleteProfile,
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Profile[]>(queryKey);
      queryClient.setQueryData<Profile[]>(queryKey, (profiles) => profiles?.filter((profile) => profile.id !== id));
      if (getActiveProfileId() === id) setActiveProfileId(null);
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
