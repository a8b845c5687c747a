import type { TLanguage } from "@radar/contract/constants";
import type { TCreditKind, TUsagePage } from "@radar/contract/usage";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { downloadFile } from "@/lib/download-file";

export type UsageFilters = { member?: number; kind?: TCreditKind; month?: string };

function filterQuery(filters: UsageFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.member !== undefined) params.set("member", String(filters.member));
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.month) params.set("month", filters.month);
  return params;
}

/** GET /api/workspaces/current/usage/: keyed by user, so another account on this tab never sees it. */
export function useUsage(filters: UsageFilters, page: { offset: number; limit: number }) {
  const user = useCurrentUser();
  return useQuery({
    queryKey: ["workspaces", "usage", user?.id ?? 0, filters, page],
    queryFn: ({ signal }) => {
      const params = filterQuery(filters);
      params.set("offset", String(page.offset));
      params.set("limit", String(page.limit));
      return api.get<TUsagePage>(`/workspaces/current/usage/?${params.toString()}`, { signal });
    },
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the same filters; its header row follows the screen's language. */
export function exportUsage(filters: UsageFilters, language: TLanguage): Promise<void> {
  const params = filterQuery(filters);
  params.set("format", "csv");
  params.set("lang", language);
  return downloadFile({ method: "GET", path: `/workspaces/current/usage/export/?${params.toString()}`, fallbackName: "credit-usage.csv" });
}
