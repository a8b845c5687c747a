import { type RawBuilder, sql } from "kysely";
import {
  ACCOUNT_TYPE_KEYS,
  cityShareKeys,
  countryShareKeys,
  FacetKind,
  FLAG_VERIFIED,
  facetCode,
  letterCode,
  type ShareKeys,
} from "../index/facet-codes.ts";
import type { PlatformStats } from "./index-state.ts";
import { textLacks, textMatches } from "./search-needle.ts";
import type { Range, SearchQuery } from "./search-query.ts";

/**
 * The WHERE clause of a search over `influencers i`. Discrete filters and audience shares become
 * facet keys answered by the GIN index (see facet-codes.ts); ranges compare the columns that the
 * per-platform btrees lead with; free text goes to the platform's search-token index
 * (search-needle.ts). Bounds that cannot exclude any row of the platform (a minimum at or below the
 * smallest account, a maximum at or above the biggest) are dropped, so an effectively unfiltered search is recognised as one and its total
 * read from the platform stats.
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

  range(column: string, r: Range): void {
    for (const [bound, op] of [
      [r.from, ">="],
      [r.to, "<="],
    ] as const) {
      if (bound === null) continue;
      this.usesIndexedRange = true;
      this.rangeColumns.add(column);
      this.ranges += 1;
      this.column(sql`${sql.ref(column)} ${sql.raw(op)} ${bound}`);
    }
  }

  /** The index keys of an audience place share (exact, see facet-codes.ts). */
  share(keys: ShareKeys): void {
    if (keys.all.length > 0) this.facet(sql`i.facets @> ${codes(keys.all)}`);
    if (keys.any) this.facet(sql`i.facets && ${codes(keys.any)}`);
  }
}

/** Drops bounds outside what the data holds; the result selects exactly the same rows. */
export function effectiveRanges(query: SearchQuery, stats: PlatformStats | undefined) {
  const followers = { ...query.followers };
  if (stats?.minFollowers != null && followers.from !== null && followers.from <= stats.minFollowers) followers.from = null;
  if (stats?.maxFollowers != null && followers.to !== null && followers.to >= stats.maxFollowers) followers.to = null;
  const positive = (value: number | null) => (value !== null && value <= 0 ? null : value);
  return {
    followers,
    erBp: { from: positive(query.erBp.from), to: query.erBp.to !== null && query.erBp.to >= 10_000 ? null : query.erBp.to },
    aqs: { from: positive(query.aqs.from), to: query.aqs.to !== null && query.aqs.to >= 100 ? null : query.aqs.to },
    views: { from: positive(query.views.from), to: query.views.to },
  };
}

function contentConditions(query: SearchQuery, filter: SearchFilter): void {
  const p = query.platform;
  if (query.includeCategories.length > 0 && query.includeKeywords.length === 0) {
    filter.facet(sql`i.facets && ${codes(query.includeCategories.map((id) => facetCode(FacetKind.category, p, id)))}`);
  } else if (query.includeKeywords.length > 0) {
    // Custom categories that are no category title match the text; with ids they widen the choice.
    const any = query.includeKeywords.map(textMatches);
    if (query.includeCategories.length > 0) {
      const categories = sql`i.facets && ${codes(query.includeCategories.map((id) => facetCode(FacetKind.category, p, id)))}`;
      any.unshift({ indexed: categories, like: categories });
    }
    filter.text({
      indexed: sql`(${sql.join(
        any.map((c) => c.indexed),
        sql` OR `,
      )})`,
      like: sql`(${sql.join(
        any.map((c) => c.like),
        sql` OR `,
      )})`,
    });
  }
  if (query.excludeCategories.length > 0) filter.column(sql`NOT (i.categories && ${query.excludeCategories}::smallint[])`);
  for (const keyword of query.excludeKeywords) filter.column(textLacks(keyword));
  if (query.interests.length > 0)
    filter.facet(sql`i.facets && ${codes(query.interests.map((id) => facetCode(FacetKind.interest, p, id)))}`);
}

function accountConditions(query: SearchQuery, filter: SearchFilter): void {
  const p = query.platform;
  const places = [
    ...query.accountCountries.map((code) => facetCode(FacetKind.accountCountry, p, letterCode(code))),
    ...query.accountCities.map((id) => facetCode(FacetKind.accountCity, p, id)),
  ];
  if (places.length > 0) filter.facet(sql`i.facets && ${codes(places)}`);
  if (query.languages.length > 0) {
    const languages = query.languages.filter((l) => /^[a-z]{2}$/.test(l));
    if (languages.length > 0)
      filter.facet(sql`i.facets && ${codes(languages.map((l) => facetCode(FacetKind.language, p, letterCode(l))))}`);
    else filter.column(sql`false`);
  }
  // Account type and contacts hold for a third to a half of all accounts: a column test is
  // cheaper than an index lookup. Verified accounts are few, so the index serves those.
  if (query.accountTypes.length > 0 && query.accountTypes.length < Object.keys(ACCOUNT_TYPE_KEYS).length) {
    filter.column(sql`i.account_type = ANY(${query.accountTypes}::text[])`);
  }
  if (query.verifiedOnly) filter.facet(sql`i.facets @> ${codes([facetCode(FacetKind.flag, p, FLAG_VERIFIED)])}`);
  if (query.hasContacts) filter.column(sql`i.has_contacts`);
}

function audienceConditions(query: SearchQuery, filter: SearchFilter): void {
  const p = query.platform;
  const audience = query.audience;
  if (!audience) return;
  for (const c of audience.countries) if (c.prc > 0) filter.share(countryShareKeys(p, c.code, c.prc));
  for (const c of audience.cities) if (c.prc > 0) filter.share(cityShareKeys(p, c.id, c.prc));
  // Gender and age shares are compared on their columns, which one btree holds together (migration
  // 0012): a count of them is then an index-only scan. Their facet keys would have the GIN index
  // find the rows and the table confirm each one — the slow part of such counts.
  if (audience.age && audience.age.prc > 0) {
    const { groups, prc } = audience.age;
    filter.column(
      sql`(${sql.join(
        groups.map((g) => sql.ref(`i.aud_${g}_bp`)),
        sql` + `,
      )}) >= ${prc * 100}`,
    );
  }
  if (audience.gender && audience.gender.prc > 0) {
    const { gender, prc } = audience.gender;
    filter.column(sql`${sql.ref(gender === "male" ? "i.aud_male_bp" : "i.aud_female_bp")} >= ${prc * 100}`);
  }
}

export function buildFilter(query: SearchQuery, stats: PlatformStats | undefined): SearchFilter {
  const filter = new SearchFilter();
  const ranges = effectiveRanges(query, stats);
  filter.range("i.followers", ranges.followers);
  filter.range("i.er_bp", ranges.erBp);
  filter.range("i.aqs", ranges.aqs);
  filter.range("i.views_avg", ranges.views);
  if (query.lastMediaFrom !== null) filter.column(sql`i.last_media_at >= ${query.lastMediaFrom}`);
  if (query.text) filter.text(textMatches(query.text));
  contentConditions(query, filter);
  accountConditions(query, filter);
  audienceConditions(query, filter);
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
