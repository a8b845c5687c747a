import {
  CAMPAIGN_ADMIN_STATUSES,
  CAMPAIGN_STATUSES,
  COMPARISON_ADMIN_STATUSES,
  COMPARISON_STATUSES,
  ZAdminUpdateCampaignRequestSchema,
  ZAdminUpdateComparisonRequestSchema,
  ZCampaignRequestSchema,
  ZComparisonRequestSchema,
  ZCreateCampaignRequestSchema,
  ZCreateComparisonRequestSchema,
  ZPutCampaignRequestSchema,
  ZPutComparisonRequestSchema,
  ZUpdateCampaignRequestSchema,
  ZUpdateComparisonRequestSchema,
} from "./requests.ts";

/**
 * Each kind of request the product team receives, described once: where it lives, its schemas and
 * its statuses. The API registers its routes from this and the web app its lists and queries, so a
 * third kind is one more entry here plus its own fields' screens.
 */
export const CAMPAIGN_REQUEST_KIND = {
  kind: "campaign",
  /** The collection's path under /api (SPEC §7). */
  path: "/campaign-requests/",
  tag: "campaign requests",
  create: ZCreateCampaignRequestSchema,
  createDescription: "Title, description, budget in SAR, influencer count and category; duration and requirements optional.",
  edit: ZUpdateCampaignRequestSchema,
  answer: ZAdminUpdateCampaignRequestSchema,
  put: ZPutCampaignRequestSchema,
  putDescription:
    "The owner changes any of the request's fields (first schema of the two: the admin's answer is the other). " +
    "An admin answers with status, admin_notes, cost_estimate in SAR and priority.",
  item: ZCampaignRequestSchema,
  statuses: CAMPAIGN_STATUSES,
  adminStatuses: CAMPAIGN_ADMIN_STATUSES,
} as const;

export const COMPARISON_REQUEST_KIND = {
  kind: "comparison",
  path: "/comparison-requests/",
  tag: "comparison requests",
  create: ZCreateComparisonRequestSchema,
  createDescription: "2 to 10 profile links; blank entries are dropped before counting, each one must be a valid link.",
  edit: ZUpdateComparisonRequestSchema,
  answer: ZAdminUpdateComparisonRequestSchema,
  put: ZPutComparisonRequestSchema,
  putDescription:
    "The owner changes the links or the description. An admin answers with status, team_answer (SPEC §7 sends it as " +
    "`description`; the customer's own description is never overwritten), results as text, admin_notes and priority.",
  item: ZComparisonRequestSchema,
  statuses: COMPARISON_STATUSES,
  adminStatuses: COMPARISON_ADMIN_STATUSES,
} as const;

export const REQUEST_KINDS = [CAMPAIGN_REQUEST_KIND, COMPARISON_REQUEST_KIND] as const;
export type TRequestKind = (typeof REQUEST_KINDS)[number]["kind"];
