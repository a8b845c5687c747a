import {
  AGE_GROUPS,
  DEFAULT_AGE_PRC,
  DEFAULT_GENDER_PRC,
  DEFAULT_GEO_PRC,
  type TAgeGroup,
  type TSearchRequestParsed,
} from "@radar/contract/search";
import { sql } from "kysely";
import { cityShareKeys, countryShareKeys, FacetKind, letterCode } from "../../index/facet-codes.ts";
import type { AudienceRecord, InfluencerRecord } from "../../index/influencer-record.ts";
import { defineFilter } from "./filter-definition.ts";
import { countryCode } from "./places.ts";

/**
 * Filters on an account's audience. Twitter has no audience data, so they are no filters there
 * (SPEC §4): `read` gives their empty value on twitter.
 */

const hasAudience = (body: TSearchRequestParsed) => body.social_network !== "twitter";
/** "At least prc % of the audience": a share in basis points against a whole percent; prc 0 holds for all. */
const shareHolds = (bp: number | undefined, prc: number) => prc <= 0 || (bp ?? 0) >= prc * 100;
/** An audience condition on a record without audience data fails (a NULL share in SQL). */
const withAudience = (record: InfluencerRecord, test: (a: AudienceRecord) => boolean) => record.audience !== null && test(record.audience);

export interface AudiencePlaces {
  countries: { code: string; prc: number }[];
  cities: { id: number; prc: number }[];
}

export const audiencePlaceFilter = defineFilter({
  key: "audiencePlaces",
  fields: ["audience_geo"],
  doc: "At least `prc` % of the audience in each listed country (ISO code) and city (GeoNames id); `prc` defaults to 100 and is a whole percent.",
  columns: ["facets"],
  example: { audience_geo: { countries: [{ id: "SA", prc: 30 }], cities: [{ id: 108410, prc: 5 }] } },
  read: (body): AudiencePlaces => {
    if (!hasAudience(body)) return { countries: [], cities: [] };
    return {
      countries: (body.audience_geo?.countries ?? []).map((c) => ({
        code: countryCode(c.id, "audience_geo.countries"),
        prc: c.prc ?? DEFAULT_GEO_PRC,
      })),
      cities: (body.audience_geo?.cities ?? []).map((c) => ({ id: c.id, prc: c.prc ?? DEFAULT_GEO_PRC })),
    };
  },
  active: (p) => p.countries.some((c) => c.prc > 0) || p.cities.some((c) => c.prc > 0),
  sql: (p, t) => {
    for (const c of p.countries) if (c.prc > 0) t.filter.share(countryShareKeys(t.platform, c.code, c.prc));
    for (const c of p.cities) if (c.prc > 0) t.filter.share(cityShareKeys(t.platform, c.id, c.prc));
  },
  count: (p, t) =>
    p.countries.every((c) => c.prc <= 0 || t.shareAtLeast(FacetKind.audienceCountry, letterCode(c.code), Math.ceil(c.prc))) &&
    p.cities.every((c) => c.prc <= 0 || t.shareAtLeast(FacetKind.audienceCity, c.id, Math.ceil(c.prc))),
  holds: (record, p) =>
    withAudience(
      record,
      (a) =>
        p.countries.every((c) => shareHolds(a.countries.find(([code]) => code === c.code)?.[1], c.prc)) &&
        p.cities.every((c) => shareHolds(a.cities.find(([id]) => id === c.id)?.[1], c.prc)),
    ),
});

export interface AudienceAge {
  groups: TAgeGroup[];
  prc: number;
}

export const audienceAgeFilter = defineFilter({
  key: "audienceAge",
  fields: ["audience_age"],
  doc: "The listed age groups together make up at least `prc` % of the audience (default 50); 'any' is no filter.",
  columns: ["aud_13_17_bp", "aud_18_24_bp", "aud_25_34_bp", "aud_35_44_bp", "aud_45_54_bp", "aud_55_64_bp", "aud_65_plus_bp"],
  example: { audience_age: { groups: ["18_24", "25_34"], prc: 40 } },
  read: (body): AudienceAge | null => {
    const groups = [...new Set(body.audience_age?.groups ?? [])];
    if (!hasAudience(body) || groups.length === 0 || groups.includes("any")) return null;
    return { groups: AGE_GROUPS.filter((g) => groups.includes(g)), prc: body.audience_age?.prc ?? DEFAULT_AGE_PRC };
  },
  active: (age) => age !== null && age.prc > 0,
  // Gender and age shares are compared on their columns, which one btree holds together (migration
  // 0012): a count of them is then an index-only scan.
  sql: (age, t) => {
    if (!age) return;
    t.filter.column(
      sql`(${sql.join(
        age.groups.map((g) => sql.ref(`i.aud_${g}_bp`)),
        sql` + `,
      )}) >= ${age.prc * 100}`,
    );
  },
  count: (age, t) => {
    if (!age) return true;
    const min = age.prc * 100;
    const [only, ...more] = age.groups;
    // One group is a plain bound on its column (NULL_SHARE is below any positive bound).
    if (only !== undefined && more.length === 0) return t.int(only, { from: min, to: null });
    t.push({ kind: "shareSum", columns: age.groups, min });
    return true;
  },
  holds: (record, age) =>
    withAudience(record, (a) =>
      shareHolds(
        (age?.groups ?? []).reduce((sum, g) => sum + (a.ageBp[AGE_GROUPS.indexOf(g)] ?? 0), 0),
        age?.prc ?? 0,
      ),
    ),
});

export interface AudienceGender {
  gender: "male" | "female";
  prc: number;
}

export const audienceGenderFilter = defineFilter({
  key: "audienceGender",
  fields: ["audience_gender"],
  doc: "At least `prc` % of the audience is of this gender (default 50). The audience's gender — the creator's own is `account_gender`.",
  columns: ["aud_male_bp", "aud_female_bp"],
  example: { audience_gender: { gender: "female", prc: 60 } },
  read: (body): AudienceGender | null => {
    const gender = body.audience_gender?.gender;
    if (!hasAudience(body) || (gender !== "male" && gender !== "female")) return null;
    return { gender, prc: body.audience_gender?.prc ?? DEFAULT_GENDER_PRC };
  },
  active: (g) => g !== null && g.prc > 0,
  sql: (g, t) => {
    if (g) t.filter.column(sql`${sql.ref(g.gender === "male" ? "i.aud_male_bp" : "i.aud_female_bp")} >= ${g.prc * 100}`);
  },
  count: (g, t) => t.int(g?.gender === "male" ? "male" : "female", { from: g === null ? null : g.prc * 100, to: null }),
  holds: (record, g) => withAudience(record, (a) => shareHolds(g?.gender === "male" ? a.maleBp : a.femaleBp, g?.prc ?? 0)),
});
