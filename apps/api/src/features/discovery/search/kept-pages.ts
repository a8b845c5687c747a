import type { TSearchResult } from "@radar/contract/search";
import { LRUCache } from "lru-cache";
import { resultsBytes } from "./answer-bytes.ts";
import { type PreparedSearch, sortedMatchesKey } from "./search-plan.ts";

/**
 * Result pages already answered, as their results and those results' UTF-8 JSON. A user paging
 * back, re-sorting and coming back, or a second user of a popular set of filters asks for a page
 * that was just read. Reading it again cost PostgreSQL the join of 50 rows and their profiles, and
 * the server ≈ 5 ms of CPU (parsing, mapping and writing them as JSON): at 1 M and c4 with every
 * total cached, 8.9 ms of the server's CPU per search fell to 3.2 ms when the page is kept.
 *
 * A page is kept under the exact index content it was read from: the index stamp (a seed, an
 * import or a publication changes it) and the single-account change stamp `changeSeq`, which every
 * upsert of an account moves at its commit (index-changes.ts). So a kept page is what reading it
 * again would give: the first search after any change reads afresh. The exception is a file import
 * in progress (it writes batches, then bumps the version once at its end): until then kept pages,
 * like kept totals, show the index as it was before it. Lookalike pages are not kept (their score
 * depends on the target account, read afresh by each search).
 */

/** ≈ 150 kB of JSON per page of 50, and about as much again for its objects: some 200 pages. */
const MAX_KEPT_BYTES = 64 * 2 ** 20;

export interface KeptPage {
  results: TSearchResult[];
  /** `results` as UTF-8 JSON, comma-separated, without brackets (answerBytes splices them). */
  bytes: Buffer;
}

/** The key of a search's page, or null when its pages are not kept (lookalike). */
export function keptPageKey(search: PreparedSearch): string | null {
  if (search.query.similar !== null) return null;
  const { content, query } = search;
  return `${sortedMatchesKey(search)}:${content.loadVersion}:${content.changeSeq}:${query.page}:${query.limit}`;
}

export class KeptPages {
  private readonly cache = new LRUCache<string, KeptPage>({
    maxSize: MAX_KEPT_BYTES,
    // The objects take about as much memory as their JSON.
    sizeCalculation: (page) => Math.max(1, 2 * page.bytes.length),
  });
  private hitCount = 0;

  /** The results kept under `key`; the caller must not change them (they are shared). */
  get(key: string): TSearchResult[] | undefined {
    const page = this.cache.get(key);
    if (page) this.hitCount += 1;
    return page?.results;
  }

  /** Keeps `results` under `key` (their JSON is made once, here). */
  keep(key: string, results: TSearchResult[]): void {
    this.cache.set(key, { results, bytes: resultsBytes(results) });
  }

  /** Pages answered from here since the start. */
  hits(): number {
    return this.hitCount;
  }

  /** Forgets every kept page (the search benchmark's first pass reads every page as a new search does). */
  clear(): void {
    this.cache.clear();
  }
}
