import type { TBooking } from "@radar/contract/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getTablePage, type TableParams } from "./admin-table";

export const bookingsKey = ["admin", "bookings"] as const;

export function bookingsQuery(params: TableParams) {
  return queryOptions({
    queryKey: [...bookingsKey, "list", params],
    queryFn: ({ signal }) => getTablePage<TBooking>("bookings", params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBookings(params: TableParams) {
  return useQuery(bookingsQuery(params));
}

/** One booking, fresh, for the manage dialog (the table helper filtered by id). */
export function useBooking(id: number | null) {
  return useQuery({
    queryKey: [...bookingsKey, "one", id],
    queryFn: async ({ signal }) => {
      const page = await getTablePage<TBooking>("bookings", { id: id ?? 0 }, signal);
      const booking = page.results[0];
      if (!booking) throw new Error("Booking not found");
      return booking;
    },
    enabled: id !== null,
  });
}
