/** The facet key of a creator's own gender (FacetKind.creatorGender): written by influencer-rows.ts, searched by the filters. */
export const CREATOR_GENDER_KEYS = { male: 1, female: 2 } as const;
export type CreatorGender = keyof typeof CREATOR_GENDER_KEYS;
