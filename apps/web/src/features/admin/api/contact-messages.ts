import {
  CONTACT_PAGE_SIZE,
  type TContactMessage,
  type TContactMessagePage,
  type TContactStatusFilter,
  type TUpdateContactMessage,
} from "@radar/contract/contact";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const contactMessagesKey = ["admin", "contact-messages"] as const;

type ContactMessagesParams = { status: TContactStatusFilter; offset: number };

export function getContactMessages({ status, offset }: ContactMessagesParams, signal?: AbortSignal): Promise<TContactMessagePage> {
  return api.get<TContactMessagePage>("/admin/contact-messages/", { query: { status, offset, limit: CONTACT_PAGE_SIZE }, signal });
}

export function useContactMessages(params: ContactMessagesParams) {
  return useQuery({
    queryKey: [...contactMessagesKey, params],
    queryFn: ({ signal }) => getContactMessages(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function updateContactMessage({ id, ...body }: TUpdateContactMessage & { id: number }): Promise<TContactMessage> {
  return api.patch<TContactMessage>(`/admin/contact-messages/${id}/`, body);
}

export function useUpdateContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}
