import type { TBookingMessage, TSendBookingMessage } from "@radar/contract/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { bookingsKey } from "./get-bookings";

const threadKey = (id: number) => [...bookingsKey, "messages", id] as const;

export function getBookingMessages(id: number, signal?: AbortSignal): Promise<TBookingMessage[]> {
  return api.get<TBookingMessage[]>(`/admin/bookings/${id}/messages/`, { signal });
}

export function useBookingMessages(id: number) {
  return useQuery({ queryKey: threadKey(id), queryFn: ({ signal }) => getBookingMessages(id, signal) });
}

export function sendBookingMessage({ id, ...body }: TSendBookingMessage & { id: number }): Promise<TBookingMessage> {
  return api.post<TBookingMessage>(`/admin/bookings/${id}/messages/`, body);
}

export function useSendBookingMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBookingMessage,
    onSuccess: (message) => queryClient.invalidateQueries({ queryKey: threadKey(message.booking_id) }),
  });
}
