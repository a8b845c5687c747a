import { type THistorySpan, type TInfluencerHistory, ZInfluencerHistorySchema } from "@radar/contract/vetting";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/influencers/{id}/history/?days=: the account's history, growth, signals and quality scores. */
export async function getInfluencerHistory(id: string, days: THistorySpan, signal?: AbortSignal): Promise<TInfluencerHistory> {
  return ZInfluencerHistorySchema.parse(await api.get<unknown>(`/influencers/${id}/history/`, { query: { days }, signal }));
}

export function useInfluencerHistory(id: string, days: THistorySpan, enabled: boolean) {
  return useQuery({
    queryKey: ["influencers", id, "history", days],
    queryFn: ({ signal }) => getInfluencerHistory(id, days, signal),
    enabled,
    // A day's history changes once a day at most: no refetch while the dialog is open.
    staleTime: 5 * 60_000,
    // The previous span's chart stays on screen while the next one loads.
    placeholderData: (previous) => previous,
  });
}
