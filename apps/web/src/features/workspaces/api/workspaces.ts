import type { TLanguage } from "@radar/contract/constants";
import type { TInvitationPreview, TInviteMemberRequest, TWorkspace, TWorkspaceRole, TWorkspacesResponse } from "@radar/contract/workspaces";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";

/** Keyed by user, as the subscription is: another account signed in on this tab never sees these. */
export const workspacesQuery = (userId: number) =>
  queryOptions({
    queryKey: ["workspaces", "mine", userId],
    queryFn: ({ signal }) => api.get<TWorkspacesResponse>("/workspaces/", { signal }),
  });

export const currentWorkspaceQuery = (userId: number) =>
  queryOptions({
    queryKey: ["workspaces", "current", userId],
    queryFn: ({ signal }) => api.get<TWorkspace>("/workspaces/current/", { signal }),
  });

export function useWorkspaces() {
  const user = useCurrentUser();
  return useQuery({ ...workspacesQuery(user?.id ?? 0), enabled: user !== null });
}

export function useCurrentWorkspace() {
  const user = useCurrentUser();
  return useQuery({ ...currentWorkspaceQuery(user?.id ?? 0), enabled: user !== null });
}

/**
 * Every change of the team answers the workspace as it is now: it replaces the cached one, and the
 * switcher's list (names, head counts) is read again.
 */
function useWorkspaceChange<TVariables>(call: (variables: TVariables) => Promise<TWorkspace>) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: call,
    onSuccess: (workspace) => {
      queryClient.setQueryData(currentWorkspaceQuery(user?.id ?? 0).queryKey, workspace);
      void queryClient.invalidateQueries({ queryKey: ["workspaces", "mine"] });
    },
  });
}

export const useRenameWorkspace = () => useWorkspaceChange((name: string) => api.put<TWorkspace>("/workspaces/current/", { name }));

export const useInviteMember = () =>
  useWorkspaceChange((body: TInviteMemberRequest & { language: TLanguage }) =>
    api.post<TWorkspace>("/workspaces/current/invitations/", body),
  );

export const useChangeMemberRole = () =>
  useWorkspaceChange(({ userId, role }: { userId: number; role: TWorkspaceRole }) =>
    api.put<TWorkspace>(`/workspaces/current/members/${userId}/`, { role }),
  );

export const useRemoveMember = () =>
  useWorkspaceChange((userId: number) => api.delete<TWorkspace>(`/workspaces/current/members/${userId}/`));

export const useTransferOwnership = () =>
  useWorkspaceChange((userId: number) => api.post<TWorkspace>("/workspaces/current/transfer/", { user_id: userId }));

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/workspaces/current/invitations/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["workspaces", "current"] }),
  });
}

/** What an invitation link invites to; no sign-in needed. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ["workspaces", "invitation", token],
    queryFn: ({ signal }) => api.get<TInvitationPreview>(`/workspaces/invitations/${encodeURIComponent(token)}/`, { signal, auth: false }),
    enabled: token.length > 0,
  });
}

/**
 * After a switch (or joining a team) every answer cached so far is the other workspace's: lists,
 * profiles, credits. Resetting all queries drops them and refetches what is on screen, so nothing of
 * the previous workspace stays visible.
 */
export function useResetWorkspaceData() {
  const queryClient = useQueryClient();
  // An invitation's preview is not workspace data; refetched after its accept it would read "used"
  // on the page being left.
  const filters = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== "invitation" };
  return async () => {
    await queryClient.cancelQueries(filters);
    await queryClient.resetQueries(filters);
  };
}

export function useSwitchWorkspace() {
  const reset = useResetWorkspaceData();
  return useMutation({
    mutationFn: (workspaceId: string) => api.put<TWorkspace>("/workspaces/current/switch/", { workspace_id: workspaceId }),
    onSuccess: () => reset(),
  });
}

export function useLeaveWorkspace() {
  const reset = useResetWorkspaceData();
  return useMutation({
    mutationFn: () => api.post<TWorkspace>("/workspaces/current/leave/"),
    onSuccess: () => reset(),
  });
}

export function useAcceptInvitation() {
  const reset = useResetWorkspaceData();
  return useMutation({
    mutationFn: (token: string) => api.post<TWorkspace>("/workspaces/invitations/accept/", { token }),
    onSuccess: () => reset(),
  });
}
