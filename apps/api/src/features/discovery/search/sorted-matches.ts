import { LRUCache } from "lru-cache";
import type { Database } from "../../../core/db/database.ts";
import { matchIdsSql, type PageRequest, type ResultRow, rowsByIdSql } from "./search-repository.ts";

/**
 * Filters with at most this many matches are paged from their sorted id list (the `sorted`
 * strategy). Reading a page from the filters' bitmap re-reads every match to find the top 50 —
 * for an audience or combined filter that is mostly the GIN scan of long posting lists, 5–15 ms
 * at 1M profiles, again for every page. The sorted ids cost that once; each page after it is 50
 * reads by primary key. Above the limit, an id list is no cheaper than walking the sort index.
 */
export const SORTED_MATCHES_LIMIT = 10_000;

/** About 20 MB of ids per process (at most ~1,000 lists of the largest size, many more small ones). */
const MAX_CACHED_IDS = 500_000;

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
const caches = new WeakMap<Database, LRUCache<string, string[], Lookup>>();

function cacheOf(db: Database): LRUCache<string, string[], Lookup> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, string[], Lookup>({
      maxSize: MAX_CACHED_IDS,
      sizeCalculation: (ids) => Math.max(1, ids.length),
      fetchMethod: async (_key, _stale, { context }) => {
        const { rows } = await matchIdsSql(context.page).execute(context.db);
        const ids = rows[0]?.ids;
        return ids ? ids.split(",") : [];
      },
    });
    caches.set(db, cache);
  }
  return cache;
}

/** One page of a `sorted` request: the cached (or now read) sorted ids, then that slice's rows. */
export async function pageFromSortedMatches(db: Database, key: string, page: PageRequest): Promise<ResultRow[]> {
  const ids = (await cacheOf(db).fetch(key, { context: { db, page } })) ?? [];
  const slice = ids.slice(page.offset, page.offset + page.limit);
  if (slice.length === 0) return [];
  const { rows } = await rowsByIdSql(slice, page.score).execute(db);
  return rows;
}
