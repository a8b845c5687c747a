import { licencesInNormalText } from "@radar/contract/licence-text";
import type { TLicenceCountry } from "@radar/contract/licences";
import { ACCOUNT_TYPES, type TAccountType } from "@radar/contract/search";
import { sql } from "kysely";
import { CREATOR_GENDER_KEYS, type CreatorGender } from "../../index/creator-gender.ts";
import { ACCOUNT_TYPE_KEYS, FacetKind, FLAG_VERIFIED, facetCode, letterCode } from "../../index/facet-codes.ts";
import { searchTextOf } from "../../index/influencer-rows.ts";
import { defineFilter } from "./filter-definition.ts";
import { countryCode } from "./places.ts";

/** Filters on the account itself: where it is, its language, kind, badge and contacts. */

const unique = <T>(values: T[]) => [...new Set(values)];
const codes = (values: number[]) => sql`${values}::bigint[]`;

export interface AccountPlaces {
  countries: string[];
  cities: number[];
}

export const accountPlaceFilter = defineFilter({
  key: "accountPlaces",
  fields: ["account_geo"],
  doc: "Where the account is based: `account_geo.country` (ISO codes) or `account_geo.city` (GeoNames ids); any of them.",
  columns: ["facets"],
  example: { account_geo: { country: ["SA", "AE"] } },
  read: (body): AccountPlaces => ({
    countries: unique((body.account_geo?.country ?? []).map((c) => countryCode(c, "account_geo.country"))),
    cities: unique(body.account_geo?.city ?? []),
  }),
  active: (p) => p.countries.length > 0 || p.cities.length > 0,
  sql: (p, t) =>
    t.filter.facet(
      sql`i.facets && ${codes([
        ...p.countries.map((code) => facetCode(FacetKind.accountCountry, t.platform, letterCode(code))),
        ...p.cities.map((id) => facetCode(FacetKind.accountCity, t.platform, id)),
      ])}`,
    ),
  count: (p, t) =>
    t.facetAny([
      ...p.countries.map((code) => [FacetKind.accountCountry, letterCode(code)] as const),
      ...p.cities.map((id) => [FacetKind.accountCity, id] as const),
    ]),
  holds: (record, p) => p.countries.includes(record.countryCode ?? "") || p.cities.includes(record.cityId ?? -1),
});

/** Language codes the index keys (two letters); others can match no account. */
const keyed = (languages: string[]) => languages.filter((l) => /^[a-z]{2}$/.test(l));

export const accountLanguageFilter = defineFilter({
  key: "languages",
  fields: ["account_languages"],
  doc: "The creator's own language (ISO 639-1 codes; any of them) — not the audience's.",
  columns: ["facets"],
  example: { account_languages: ["ar"] },
  read: (body): string[] => unique(body.account_languages ?? []),
  active: (languages) => languages.length > 0,
  sql: (languages, t) => {
    const known = keyed(languages);
    if (known.length === 0) return t.filter.column(sql`false`);
    t.filter.facet(sql`i.facets && ${codes(known.map((l) => facetCode(FacetKind.language, t.platform, letterCode(l))))}`);
  },
  count: (languages, t) => t.facetAny(keyed(languages).map((l) => [FacetKind.language, letterCode(l)] as const)),
  holds: (record, languages) => languages.includes(record.language ?? ""),
});

export const accountTypeFilter = defineFilter({
  key: "accountTypes",
  fields: ["account_type"],
  doc: "Account type: personal, brand or creator (one, or a list: any of them).",
  columns: ["account_type"],
  example: { account_type: ["brand"] },
  read: (body): TAccountType[] => {
    const value = body.account_type;
    return unique(value == null ? [] : Array.isArray(value) ? value : [value]);
  },
  // Every type chosen filters nothing.
  active: (types) => types.length > 0 && types.length < ACCOUNT_TYPES.length,
  // Account types hold for a third to a half of all accounts: a column test is cheaper than an index lookup.
  sql: (types, t) => t.filter.column(sql`i.account_type = ANY(${types}::text[])`),
  count: (types, t) => {
    t.push({ kind: "byte", column: "accountType", allowed: types.map((type) => ACCOUNT_TYPE_KEYS[type]) });
    return true;
  },
  holds: (record, types) => types.includes(record.accountType),
});

export const verifiedFilter = defineFilter({
  key: "verifiedOnly",
  fields: ["verified_only"],
  doc: "Only accounts with the platform's verified badge.",
  columns: ["facets"],
  example: { verified_only: true },
  read: (body): boolean => body.verified_only === true,
  active: (on) => on,
  // Verified accounts are few, so the index serves them.
  sql: (_on, t) => t.filter.facet(sql`i.facets @> ${codes([facetCode(FacetKind.flag, t.platform, FLAG_VERIFIED)])}`),
  count: (_on, t) => t.facetAny([[FacetKind.flag, FLAG_VERIFIED]]),
  holds: (record) => record.isVerified,
});

export const contactsFilter = defineFilter({
  key: "hasContacts",
  fields: ["account_has_contacts"],
  doc: "Only accounts with a public e-mail address or phone number.",
  columns: ["has_contacts"],
  example: { account_has_contacts: true },
  read: (body): boolean => body.account_has_contacts === true,
  active: (on) => on,
  // Contacts hold for a third to a half of all accounts: a column test is cheaper than an index lookup.
  sql: (_on, t) => t.filter.column(sql`i.has_contacts`),
  count: (_on, t) => {
    t.push({ kind: "byte", column: "hasContacts", allowed: [1] });
    return true;
  },
  holds: (record) => Boolean(record.email || record.phone),
});

export const accountGenderFilter = defineFilter({
  key: "accountGender",
  fields: ["account_gender"],
  doc: "The creator's own gender, male or female ('any' is no filter) — not the audience's (`audience_gender`). Brands and accounts whose gender no source gave do not match.",
  columns: ["facets"],
  example: { account_gender: "female" },
  read: (body): CreatorGender | null => (body.account_gender === "male" || body.account_gender === "female" ? body.account_gender : null),
  active: (gender) => gender !== null,
  sql: (gender, t) =>
    t.filter.facet(sql`i.facets @> ${codes([facetCode(FacetKind.creatorGender, t.platform, CREATOR_GENDER_KEYS[gender ?? "female"])])}`),
  count: (gender, t) => t.facetAny([[FacetKind.creatorGender, CREATOR_GENDER_KEYS[gender ?? "female"]]]),
  holds: (record, gender) => record.gender === gender,
});

export const licensedFilter = defineFilter({
  key: "licensedIn",
  fields: ["licensed_in"],
  doc: "Licensed to advertise in SA (Mawthooq) or AE (advertiser permit): a licence number on record — stated in the bio, recorded by a user or found at the regulator — that is not known to have expired.",
  columns: ["facets"],
  example: { licensed_in: "SA" },
  read: (body): TLicenceCountry | null => body.licensed_in ?? null,
  active: (country) => country !== null,
  sql: (country, t) => t.filter.facet(sql`i.facets @> ${codes([facetCode(FacetKind.licence, t.platform, letterCode(country ?? "SA"))])}`),
  count: (country, t) => t.facetAny([[FacetKind.licence, letterCode(country ?? "SA")]]),
  // The record holds the account's own text only: licences users recorded are known to the index, not to a source's row.
  holds: (record, country) => licencesInNormalText(searchTextOf(record)).some((found) => found.country === country),
});
