import type { TAgeGroup } from "@radar/contract/search";

/** HypeAuditor's audience age keys [C], in the order of our seven groups: ours, with "65" for 65 and over. */
export const HYPEAUDITOR_AGE_GROUPS = ["13_17", "18_24", "25_34", "35_44", "45_54", "55_64", "65"] as const;
export type HypeAuditorAgeGroup = (typeof HYPEAUDITOR_AGE_GROUPS)[number];

export const hypeAuditorAgeKey = (group: TAgeGroup): HypeAuditorAgeGroup => (group === "65_plus" ? "65" : group);
