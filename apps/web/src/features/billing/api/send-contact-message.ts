import type { TContactMessageRequest, TContactReceipt } from "@radar/contract/contact";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /contact-messages/: the team receives it by e-mail and in the admin dashboard. */
export function sendContactMessage(body: TContactMessageRequest): Promise<TContactReceipt> {
  return api.post<TContactReceipt>("/contact-messages/", body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
