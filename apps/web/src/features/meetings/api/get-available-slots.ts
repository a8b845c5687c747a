import type { TTimeSlot } from "@radar/contract/meetings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";

export function getAvailableSlots(date: string, signal?: AbortSignal): Promise<TTimeSlot[]> {
  return api.get<TTimeSlot[]>("/meetings/available-slots/", { query: { date }, signal });
}

export function availableSlotsQuery(userId: number, date: string) {
  return queryOptions({
    queryKey: ["meetings", "slots", userId, date],
    queryFn: ({ signal }) => getAvailableSlots(date, signal),
    // Other customers book too: a day's slots are re-read after a short while.
    staleTime: 15_000,
  });
}

/** The slots of a yyyy-MM-dd day; idle until a day is chosen. */
export function useAvailableSlots(date: string | null) {
  const user = useCurrentUser();
  return useQuery({ ...availableSlotsQuery(user?.id ?? 0, date ?? ""), enabled: user !== null && date !== null });
}
