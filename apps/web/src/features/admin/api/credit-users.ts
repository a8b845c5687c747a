import type { TCreditUser, TUpdateUserCredits } from "@radar/contract/admin";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getTablePage, type TableParams } from "./admin-table";

const creditUsersKey = ["admin", "credit-users"] as const;

export function useCreditUsers(params: TableParams) {
  return useQuery({
    queryKey: [...creditUsersKey, params],
    queryFn: ({ signal }) => getTablePage<TCreditUser>("profiles", params, signal),
    placeholderData: keepPreviousData,
  });
}

export function updateUserCredits({ id, ...body }: TUpdateUserCredits & { id: number }): Promise<TCreditUser> {
  return api.put<TCreditUser>(`/admin/tables/profiles/${id}/`, body);
}

export function useUpdateUserCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserCredits,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creditUsersKey }),
        // The admin may have edited their own balance: their top bar reads the current subscription.
        queryClient.invalidateQueries({ queryKey: ["subscriptions", "current"] }),
      ]),
  });
}
