import type { TInvoiceFileFormat, TInvoiceList } from "@radar/contract/invoices";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { downloadFile } from "@/lib/download-file";

export const invoicesQuery = queryOptions({
  queryKey: ["billing", "invoices"],
  queryFn: ({ signal }) => api.get<TInvoiceList>("/invoices/", { signal }),
});

export function useInvoices() {
  return useQuery(invoicesQuery);
}

export function downloadInvoice(id: number, number: string, format: TInvoiceFileFormat): Promise<void> {
  return downloadFile({ method: "GET", path: `/invoices/${id}/${format}/`, fallbackName: `${number}.${format}` });
}
