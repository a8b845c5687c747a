import type { TLanguage } from "@radar/contract/constants";
import type { TUserProfile } from "@radar/contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { updateStoredUser } from "@/lib/auth-storage";
import { profileQuery } from "./get-profile";

/** Keeps the account's language (used for e-mails and reports) in step with the UI. */
export async function updateLanguage(language: TLanguage): Promise<void> {
  await api.put<void>("/user/language/", { language });
  updateStoredUser({ language });
}

/** Settings' language preference: saved on the account, then shown in the profile it loaded. */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: (_answer, language) => {
      queryClient.setQueryData(profileQuery.queryKey, (profile: TUserProfile | undefined) =>
        profile ? { ...profile, language } : profile,
      );
    },
  });
}
