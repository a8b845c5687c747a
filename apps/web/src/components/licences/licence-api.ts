import {
  type TAccountLicences,
  type TLicenceCountry,
  type TLicenceStatusEntry,
  type TRecordLicenceBody,
  ZAccountLicencesSchema,
  ZLicenceStatusesResponseSchema,
} from "@radar/contract/licences";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const accountKey = (id: string) => ["influencers", id, "licences"] as const;
const statusesKey = (ids: readonly string[]) => ["licences", "statuses", ...ids] as const;

/** GET /api/influencers/{id}/licences/: statuses per country and every record behind them. */
export function useAccountLicences(id: string, enabled: boolean) {
  return useQuery({
    queryKey: accountKey(id),
    queryFn: async ({ signal }) => ZAccountLicencesSchema.parse(await api.get<unknown>(`/influencers/${id}/licences/`, { signal })),
    enabled,
    staleTime: 60_000,
  });
}

/** The statuses of a page of accounts in one request (search cards and table rows). */
export function useLicenceStatuses(ids: readonly string[], enabled = true) {
  return useQuery({
    queryKey: statusesKey(ids),
    queryFn: async ({ signal }) => {
      const answer = ZLicenceStatusesResponseSchema.parse(
        await api.post<unknown>("/licences/statuses/", { influencer_ids: ids }, { signal }),
      );
      return new Map<string, TLicenceStatusEntry[]>(answer.accounts.map((account) => [account.influencer_id, account.statuses]));
    },
    enabled: enabled && ids.length > 0,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

/** Record or confirm (PUT) and remove (DELETE) a user's licence; the answer replaces the account's cached licences. */
export function useLicenceMutations(id: string) {
  const queryClient = useQueryClient();
  const settle = (answer: TAccountLicences) => {
    queryClient.setQueryData(accountKey(id), answer);
    void queryClient.invalidateQueries({ queryKey: ["licences", "statuses"] });
    void queryClient.invalidateQueries({ queryKey: ["lists"] });
  };
  const record = useMutation({
    mutationFn: async ({ country, body }: { country: TLicenceCountry; body: TRecordLicenceBody }) =>
      ZAccountLicencesSchema.parse(await api.put<unknown>(`/influencers/${id}/licences/${country}/`, body)),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: async (country: TLicenceCountry) =>
      ZAccountLicencesSchema.parse(await api.delete<unknown>(`/influencers/${id}/licences/${country}/`)),
    onSuccess: settle,
  });
  return { record, remove };
}
