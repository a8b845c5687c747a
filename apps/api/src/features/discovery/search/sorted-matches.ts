import { LRUCache } from "lru-cache";
import type { Database } from "../../../core/db/database.ts";
import { matchIdsSql, type PageRequest, type ResultRow, rowsByIdSql } from "./search-repository.ts";

/**
 * Filters with at most this many matches are paged from their sorted id list (the `sorted`
 * strategy) unless a short walk of the sort index finds the page (see pageRequest). Reading a page
 * from the filters' bitmap re-reads every match to find the top 50 — for an audience or combined
 * filter that is mostly the GIN scan of long posting lists: 5–15 ms at 1M profiles, 10× that at
 * 10M, again for every page. The sorted ids cost about that once; each page after it is 50 reads
 * by primary key. 100,000 ids are 800 kB and parse in ~15 ms.
 */
export const SORTED_MATCHES_LIMIT = 100_000;

/** 16 MB of ids (8 bytes each) per database handle: 20 of the largest lists, thousands of small ones. */
const MAX_CACHED_IDS = 2_000_000;

interface Lookup {
  db: Database;
  page: PageRequest;
}

/**
 * Sorted id lists per database handle, keyed by filters, order and index stamp. The index only
 * changes through a seed or an import, which changes its stamp, so a list is never stale; an old
 * stamp's lists are simply no longer asked for and age out. Concurrent identical searches share
 * one read (`fetch` deduplicates in-flight loads).
 */
const caches = new WeakMap<Database, LRUCache<string, BigInt64Array, Lookup>>();

/** "12,34,…" → the ids as 64-bit integers (a fifth of the memory of as many strings). */
function parseIds(text: string | null | undefined): BigInt64Array {
  if (!text) return new BigInt64Array(0);
  const parts = text.split(",");
  const ids = new BigInt64Array(parts.length);
  for (let i = 0; i < parts.length; i += 1) ids[i] = BigInt(parts[i] as string);
  return ids;
}

function cacheOf(db: Database): LRUCache<string, BigInt64Array, Lookup> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, BigInt64Array, Lookup>({
      maxSize: MAX_CACHED_IDS,
      sizeCalculation: (ids) => Math.max(1, ids.length),
      fetchMethod: async (_key, _stale, { context }) => {
        const { rows } = await matchIdsSql(context.page).execute(context.db);
        return parseIds(rows[0]?.ids);
      },
    });
    caches.set(db, cache);
  }
  return cache;
}

/** One page of a `sorted` request: the cached (or now read) sorted ids, then that slice's rows. */
export async function pageFromSortedMatches(db: Database, key: string, page: PageRequest): Promise<ResultRow[]> {
  const ids = (await cacheOf(db).fetch(key, { context: { db, page } })) ?? new BigInt64Array(0);
  const slice = Array.from(ids.subarray(page.offset, page.offset + page.limit), String);
  if (slice.length === 0) return [];
  const { rows } = await rowsByIdSql(slice, page.score).execute(db);
  return rows;
}
