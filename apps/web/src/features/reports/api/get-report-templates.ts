import type { TReportTemplate } from "@radar/contract/reports";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** SPEC §7: the template list, empty on error (the dialog then offers the standard one). */
export async function getReportTemplates(signal?: AbortSignal): Promise<TReportTemplate[]> {
  try {
    return await api.get<TReportTemplate[]>("/reports/templates/", { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export const reportTemplatesQuery = queryOptions({
  queryKey: ["reports", "templates"],
  queryFn: ({ signal }) => getReportTemplates(signal),
  staleTime: 60 * 60 * 1000,
});

export function useReportTemplates() {
  return useQuery(reportTemplatesQuery);
}
