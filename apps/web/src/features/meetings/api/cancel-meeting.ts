import type { TCancelMeetingResponse } from "@radar/contract/meetings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { applyCreditsRemaining } from "@/lib/credits-cache";

export function cancelMeeting(meetingId: number): Promise<TCancelMeetingResponse> {
  return api.post<TCancelMeetingResponse>(`/meetings/${meetingId}/cancel/`);
}

/** Cancels a meeting; a refund shows in the top bar at once, and the freed slot reappears. */
export function useCancelMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMeeting,
    onSuccess: (result) => {
      applyCreditsRemaining(queryClient, result.credits_remaining);
      return queryClient.invalidateQueries({ queryKey: ["meetings"] });
    },
  });
}
