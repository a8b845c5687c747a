import type { TAdminSetWorkspaceCredits, TAdminWorkspaceDetail, TAdminWorkspacePage } from "@radar/contract/admin-workspaces";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const adminWorkspacesKey = ["admin", "workspaces"] as const;

/** GET /api/admin/workspaces/: by name or member e-mail. */
export function useAdminWorkspaces(params: { q: string; offset: number; limit: number }) {
  return useQuery({
    queryKey: [...adminWorkspacesKey, "list", params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ offset: String(params.offset), limit: String(params.limit) });
      if (params.q) search.set("q", params.q);
      return api.get<TAdminWorkspacePage>(`/admin/workspaces/?${search.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useAdminWorkspace(id: string | null) {
  return useQuery({
    queryKey: [...adminWorkspacesKey, "detail", id],
    queryFn: ({ signal }) => api.get<TAdminWorkspaceDetail>(`/admin/workspaces/${id}/`, { signal }),
    enabled: id !== null,
  });
}

export function useSetWorkspaceCredits(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminSetWorkspaceCredits) => api.put<TAdminWorkspaceDetail>(`/admin/workspaces/${id}/credits/`, body),
    onSuccess: (detail) => {
      queryClient.setQueryData([...adminWorkspacesKey, "detail", id], detail);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminWorkspacesKey, "list"] }),
        queryClient.invalidateQueries({ queryKey: ["admin", "credit-users"] }),
        // The admin may have edited their own workspace: their top bar reads the current subscription.
        queryClient.invalidateQueries({ queryKey: ["subscriptions", "current"] }),
      ]);
    },
  });
}
