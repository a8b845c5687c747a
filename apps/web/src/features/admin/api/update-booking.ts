import type { TBooking, TUpdateBooking } from "@radar/contract/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { bookingsKey } from "./get-bookings";

export function updateBooking({ id, ...body }: TUpdateBooking & { id: number }): Promise<TBooking> {
  return api.put<TBooking>(`/admin/tables/bookings/${id}/`, body);
}

export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBooking,
    onSuccess: (booking) => {
      queryClient.setQueryData([...bookingsKey, "one", booking.id], booking);
      return queryClient.invalidateQueries({ queryKey: [...bookingsKey, "list"] });
    },
  });
}
