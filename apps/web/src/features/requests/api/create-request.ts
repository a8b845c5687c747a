import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { type RequestKindPath, requestsQuery } from "./get-requests";

/** Sends a new request of one kind; its list is fetched again. */
export function useCreateRequest<B, R>(kind: RequestKindPath) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: (body: B) => api.post<R>(kind.path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQuery(kind, user?.id ?? 0).queryKey }),
  });
}
