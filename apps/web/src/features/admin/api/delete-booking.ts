import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { bookingsKey } from "./get-bookings";

export function deleteBooking(id: number): Promise<void> {
  return api.delete<void>(`/admin/tables/bookings/${id}/`);
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...bookingsKey, "one", id] });
      return queryClient.invalidateQueries({ queryKey: [...bookingsKey, "list"] });
    },
  });
}
