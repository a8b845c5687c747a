import type { TMeeting } from "@radar/contract/meetings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";

export function getMeetings(signal?: AbortSignal): Promise<TMeeting[]> {
  return api.get<TMeeting[]>("/meetings/", { signal });
}

/** All of the user's meetings; the tabs split them by status (the server completes ended ones on read). */
export function meetingsQuery(userId: number) {
  return queryOptions({ queryKey: ["meetings", "list", userId], queryFn: ({ signal }) => getMeetings(signal) });
}

export function useMeetings() {
  const user = useCurrentUser();
  return useQuery({ ...meetingsQuery(user?.id ?? 0), enabled: user !== null });
}
