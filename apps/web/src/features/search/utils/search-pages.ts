import { SEARCH_PAGE_SIZE } from "@radar/contract/search";

/** SPEC §9: the total is total_results, else 50 × total_pages, else the number of results received. */
export function searchTotal(totalResults: number | null | undefined, totalPages: number | null | undefined, received: number): number {
  if (typeof totalResults === "number" && Number.isFinite(totalResults)) return totalResults;
  if (typeof totalPages === "number" && Number.isFinite(totalPages)) return totalPages * SEARCH_PAGE_SIZE;
  return received;
}

/** SPEC §9: pages = ceil(total / 50). */
export function pageCount(total: number): number {
  return Math.ceil(total / SEARCH_PAGE_SIZE);
}

/** SPEC §2: pagination appears only when the total is above 50. */
export function showsPagination(total: number): boolean {
  return total > SEARCH_PAGE_SIZE;
}

/**
 * The page buttons to show: the first, the last and the neighbours of the current page, with null
 * where pages are skipped (1 … 4 5 6 … 20).
 */
export function pageWindow(current: number, pages: number, around = 1): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= pages) shown.add(page);
  const sorted = [...shown].filter((page) => page >= 1).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) result.push(null);
    result.push(page);
  }
  return result;
}
