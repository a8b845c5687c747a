import { type RawBuilder, sql } from "kysely";
import type { ShareKeys } from "../index/facet-codes.ts";
import type { Range } from "./filters/ranges.ts";
import { writeSqlConditions } from "./filters/registry.ts";
import type { PlatformStats } from "./index-state.ts";
import type { SearchQuery } from "./search-query.ts";

/**
 * The WHERE clause of a search over `influencers i`, written by the filters (filters/registry.ts).
 * Discrete filters and audience shares become facet keys answered by the GIN index (see
 * facet-codes.ts); ranges compare the columns that the per-platform btrees lead with; free text goes
 * to the platform's search-token index (search-needle.ts).
 */

type Condition = RawBuilder<unknown>;

const codes = (values: number[]) => sql`${values}::bigint[]`;

/** The conditions of a search besides its platform, and which indexes they can use. */
export class SearchFilter {
  readonly conditions: Condition[] = [];
  /** The same conditions for a walk along a sort index: free text as its LIKE alone (search-needle.ts). */
  readonly walkConditions: Condition[] = [];
  /** A facet key condition implies the platform: every key carries it. */
  usesFacets = false;
  usesText = false;
  /** A range on a column that a per-platform btree leads with (after the platform). */
  usesIndexedRange = false;
  /** The columns ranged over, and how many conditions are such ranges. */
  readonly rangeColumns = new Set<string>();
  private ranges = 0;

  /** True when every condition is a range on `column`: its index walks exactly the matches. */
  onlyRangesOn(column: string): boolean {
    return this.ranges === this.conditions.length && [...this.rangeColumns].every((c) => c === column);
  }

  facet(condition: Condition): void {
    this.usesFacets = true;
    this.column(condition);
  }

  text(condition: { indexed: Condition; like: Condition }): void {
    this.usesText = true;
    this.conditions.push(condition.indexed);
    this.walkConditions.push(condition.like);
  }

  column(condition: Condition): void {
    this.conditions.push(condition);
    this.walkConditions.push(condition);
  }

  /** `column`: a column or an indexed expression (QUALITY_SQL, GROWTH_SQL), always a constant of the filters, never input. */
  range(column: string, r: Range): void {
    for (const [bound, op] of [
      [r.from, ">="],
      [r.to, "<="],
    ] as const) {
      if (bound === null) continue;
      this.usesIndexedRange = true;
      this.rangeColumns.add(column);
      this.ranges += 1;
      this.column(sql`${sql.raw(column)} ${sql.raw(op)} ${bound}`);
    }
  }

  /** The index keys of an audience place share (exact, see facet-codes.ts). */
  share(keys: ShareKeys): void {
    if (keys.all.length > 0) this.facet(sql`i.facets @> ${codes(keys.all)}`);
    if (keys.any) this.facet(sql`i.facets && ${codes(keys.any)}`);
  }
}

/** The WHERE of every filter of the query (filters/registry.ts), besides its platform. */
export function buildFilter(query: SearchQuery, stats: PlatformStats | undefined): SearchFilter {
  const filter = new SearchFilter();
  writeSqlConditions(query, { filter, platform: query.platform, stats });
  return filter;
}

/**
 * WHERE for counting. Without a range for a per-platform btree to narrow, the platform test is
 * left out when a facet key implies it: otherwise the planner likes to AND the filter's bitmap
 * with a bitmap of every row of the platform — the most expensive way to learn nothing. Free text
 * keeps it: the search-token indexes are one per platform (migration 0026), usable only when the
 * statement names the platform.
 */
export function countWhere(query: SearchQuery, filter: SearchFilter): RawBuilder<unknown> {
  if (filter.usesFacets && !filter.usesIndexedRange && !filter.usesText) return sql.join(filter.conditions, sql` AND `);
  return sql.join([sql`i.platform = ${query.platform}`, ...filter.conditions], sql` AND `);
}

/**
 * WHERE for a page: the plain platform test, which the per-platform sort indexes lead with. `walk`:
 * for a read along a sort index, which tests each row it meets (free text by its LIKE alone).
 */
export function pageWhere(query: SearchQuery, filter: SearchFilter, walk = false): RawBuilder<unknown> {
  return sql.join([sql`i.platform = ${query.platform}`, ...(walk ? filter.walkConditions : filter.conditions)], sql` AND `);
}
