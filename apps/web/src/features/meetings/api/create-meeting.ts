import type { TCreateMeeting, TCreateMeetingResponse } from "@radar/contract/meetings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { applyCreditsRemaining } from "@/lib/credits-cache";

export function createMeeting(body: TCreateMeeting): Promise<TCreateMeetingResponse> {
  return api.post<TCreateMeetingResponse>("/meetings/create/", body);
}

/** Books a slot; the top bar takes the new balance from credits_remaining, lists and slots reload. */
export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    onSuccess: (result) => {
      applyCreditsRemaining(queryClient, result.credits_remaining);
      return queryClient.invalidateQueries({ queryKey: ["meetings"] });
    },
  });
}
