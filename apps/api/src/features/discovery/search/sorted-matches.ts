import { LRUCache } from "lru-cache";
import type { Database } from "../../../core/db/database.ts";

/**
 * Filters with at most this many matches are paged from their sorted id list (the `sorted`
 * strategy) unless a short walk of the sort index finds the page (see search-plan.ts). Reading a page
 * from the filters' bitmap re-reads every match to find the top 50 — for an audience or combined
 * filter that is mostly the GIN scan of long posting lists: 5–15 ms at 1M profiles, 10× that at
 * 10M, again for every page. The sorted ids cost about that once; each page after it is 50 reads
 * by primary key. 100,000 ids are 800 kB and parse in ~15 ms.
 */
export const SORTED_MATCHES_LIMIT = 100_000;

/** 16 MB of ids (8 bytes each): 20 of the largest lists, thousands of small ones. */
const MAX_CACHED_IDS = 2_000_000;

/** Reads every match's id in page order (search-repository.ts: the in-process counter, else matchIdsSql). */
export type ReadMatchIds = (db: Database) => Promise<BigInt64Array>;

/** "12,34,…" → the ids as 64-bit integers (a fifth of the memory of as many strings). */
export function parseIds(text: string | null | undefined): BigInt64Array {
  if (!text) return new BigInt64Array(0);
  const parts = text.split(",");
  const ids = new BigInt64Array(parts.length);
  for (let i = 0; i < parts.length; i += 1) ids[i] = BigInt(parts[i] as string);
  return ids;
}

/**
 * Sorted id lists of one search engine, keyed by filters, order and index stamp. The index only
 * changes through a seed or an import, which changes its stamp, so a list is never stale; an old
 * stamp's lists are simply no longer asked for and age out. Concurrent identical searches share
 * one read (`fetch` deduplicates in-flight loads).
 */
export class SortedMatches {
  private readonly cache = new LRUCache<string, BigInt64Array, { db: Database; read: ReadMatchIds }>({
    maxSize: MAX_CACHED_IDS,
    sizeCalculation: (ids) => Math.max(1, ids.length),
    fetchMethod: (_key, _stale, { context }) => context.read(context.db),
  });

  /** The ids `key` names: kept, or read now with `read`. */
  async ids(db: Database, key: string, read: ReadMatchIds): Promise<BigInt64Array> {
    return (await this.cache.fetch(key, { context: { db, read } })) ?? new BigInt64Array(0);
  }

  /** Forgets every kept list (the search benchmark's first pass: every page read as a new search's is). */
  clear(): void {
    this.cache.clear();
  }
}
