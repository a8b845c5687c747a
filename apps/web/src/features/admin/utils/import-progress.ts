import type { TVendorImport } from "@radar/contract/sources";

/**
 * An import's progress: the pages done out of the pages it will read — those asked for, or fewer
 * when the vendor's search has fewer pages (known after the first page).
 */
export function importProgress(vendorImport: TVendorImport): { done: number; total: number; percent: number } {
  const total = Math.min(vendorImport.pages_requested, vendorImport.total_pages ?? vendorImport.pages_requested);
  const done = Math.min(vendorImport.pages_done, total);
  if (total <= 0) return { done, total, percent: vendorImport.status === "completed" ? 100 : 0 };
  return { done, total, percent: Math.round((done / total) * 100) };
}
