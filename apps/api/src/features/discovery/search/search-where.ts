import { type RawBuilder, sql } from "kysely";
import { ACCOUNT_TYPE_KEYS, ageFacetKey, FacetKind, FLAG_VERIFIED, facetCode, letterCode, shareAtLeast } from "../index/facet-codes.ts";
import type { PlatformStats } from "./index-state.ts";
import type { Range, SearchQuery } from "./search-query.ts";

/**
 * The WHERE clause of a search over `influencers i`. Discrete filters and audience shares become
 * facet keys answered by the GIN index (see facet-codes.ts); ranges compare the columns that the
 * per-platform btrees lead with. Bounds that cannot exclude any row of the platform (a minimum at
 * or below the smallest account, a maximum at or above the biggest) are dropped, so that an
 * effectively unfiltered search is recognised as one and its total read from the platform stats.
 */

type Condition = RawBuilder<unknown>;

const codes = (values: number[]) => sql`${values}::bigint[]`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

function rangeConditions(column: string, r: Range, conditions: Condition[]): void {
  if (r.from !== null) conditions.push(sql`${sql.ref(column)} >= ${r.from}`);
  if (r.to !== null) conditions.push(sql`${sql.ref(column)} <= ${r.to}`);
}

/** Drops bounds outside what the data holds; the result selects exactly the same rows. */
export function effectiveRanges(query: SearchQuery, stats: PlatformStats | undefined) {
  const followers = { ...query.followers };
  if (stats?.minFollowers != null && followers.from !== null && followers.from <= stats.minFollowers) followers.from = null;
  if (stats?.maxFollowers != null && followers.to !== null && followers.to >= stats.maxFollowers) followers.to = null;
  const erBp = { from: query.erBp.from !== null && query.erBp.from <= 0 ? null : query.erBp.from, to: query.erBp.to };
  const aqs = {
    from: query.aqs.from !== null && query.aqs.from <= 0 ? null : query.aqs.from,
    to: query.aqs.to !== null && query.aqs.to >= 100 ? null : query.aqs.to,
  };
  const views = { from: query.views.from !== null && query.views.from <= 0 ? null : query.views.from, to: query.views.to };
  if (erBp.to !== null && erBp.to >= 10_000) erBp.to = null;
  return { followers, erBp, aqs, views };
}

/** Every condition except the platform; empty when the search is effectively unfiltered. */
export function filterConditions(query: SearchQuery, stats: PlatformStats | undefined): Condition[] {
  const p = query.platform;
  const conditions: Condition[] = [];
  const ranges = effectiveRanges(query, stats);
  rangeConditions("i.followers", ranges.followers, conditions);
  rangeConditions("i.er_bp", ranges.erBp, conditions);
  rangeConditions("i.aqs", ranges.aqs, conditions);
  rangeConditions("i.views_avg", ranges.views, conditions);
  if (query.lastMediaFrom !== null) conditions.push(sql`i.last_media_at >= ${query.lastMediaFrom}`);

  if (query.text) conditions.push(sql`i.search_text LIKE ${likePattern(query.text)}`);

  const include = [
    ...(query.includeCategories.length > 0
      ? [sql`i.facets && ${codes(query.includeCategories.map((id) => facetCode(FacetKind.category, p, id)))}`]
      : []),
    ...query.includeKeywords.map((keyword) => sql`i.search_text LIKE ${likePattern(keyword)}`),
  ];
  if (include.length > 0) conditions.push(sql`(${sql.join(include, sql` OR `)})`);
  if (query.excludeCategories.length > 0) conditions.push(sql`NOT (i.categories && ${query.excludeCategories}::smallint[])`);
  for (const keyword of query.excludeKeywords) conditions.push(sql`i.search_text NOT LIKE ${likePattern(keyword)}`);

  if (query.interests.length > 0)
    conditions.push(sql`i.facets && ${codes(query.interests.map((id) => facetCode(FacetKind.interest, p, id)))}`);
  const places = [
    ...query.accountCountries.map((code) => facetCode(FacetKind.accountCountry, p, letterCode(code))),
    ...query.accountCities.map((id) => facetCode(FacetKind.accountCity, p, id)),
  ];
  if (places.length > 0) conditions.push(sql`i.facets && ${codes(places)}`);
  const languages = query.languages.filter((l) => /^[a-z]{2}$/.test(l));
  if (query.languages.length > 0) {
    conditions.push(
      languages.length > 0 ? sql`i.facets && ${codes(languages.map((l) => facetCode(FacetKind.language, p, letterCode(l))))}` : sql`false`,
    );
  }
  // Account type and contacts hold for a third to a half of all accounts: a column test is
  // cheaper than an index lookup. Verified accounts are few, so the index serves those.
  if (query.accountTypes.length > 0 && query.accountTypes.length < Object.keys(ACCOUNT_TYPE_KEYS).length) {
    conditions.push(sql`i.account_type = ANY(${query.accountTypes}::text[])`);
  }
  if (query.verifiedOnly) conditions.push(sql`i.facets @> ${codes([facetCode(FacetKind.flag, p, FLAG_VERIFIED)])}`);
  if (query.hasContacts) conditions.push(sql`i.has_contacts`);

  const audience = query.audience;
  if (audience) {
    for (const c of audience.countries)
      if (c.prc > 0) conditions.push(sql`i.facets && ${codes(shareAtLeast(FacetKind.audienceCountry, p, letterCode(c.code), c.prc))}`);
    for (const c of audience.cities)
      if (c.prc > 0) conditions.push(sql`i.facets && ${codes(shareAtLeast(FacetKind.audienceCity, p, c.id, c.prc))}`);
    if (audience.age && audience.age.prc > 0) {
      const key = ageFacetKey(audience.age.groups);
      if (key !== null) conditions.push(sql`i.facets && ${codes(shareAtLeast(FacetKind.audienceAge, p, key, audience.age.prc))}`);
      else {
        const columns = audience.age.groups.map((g) => sql.ref(`i.aud_${g}_bp`));
        conditions.push(sql`(${sql.join(columns, sql` + `)}) >= ${audience.age.prc * 100}`);
      }
    }
    if (audience.gender && audience.gender.prc > 0) {
      const key = audience.gender.gender === "male" ? 0 : 1;
      conditions.push(sql`i.facets && ${codes(shareAtLeast(FacetKind.audienceGender, p, key, audience.gender.prc))}`);
    }
  }
  return conditions;
}

export function whereClause(query: SearchQuery, conditions: Condition[]): RawBuilder<unknown> {
  return sql.join([sql`i.platform = ${query.platform}`, ...conditions], sql` AND `);
}
