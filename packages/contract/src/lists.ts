import { z } from "zod";
import { PLATFORMS } from "./constants.ts";
import { ZLicenceStatusSchema } from "./licences.ts";

/**
 * Shortlists: named lists of influencers from the index, with the owner's own
 * campaign fields per member, shared read-only by an unguessable link and exported as CSV/XLSX.
 */

/** A campaign's pipeline, in order. Labels are in the web app's locales (lists.status.*). */
export const LIST_MEMBER_STATUSES = ["shortlisted", "contacted", "negotiating", "booked", "declined"] as const;
export type TListMemberStatus = (typeof LIST_MEMBER_STATUSES)[number];

export const LIST_NAME_MAX = 120;
export const LIST_NOTE_MAX = 2_000;
/** Agreed prices are whole-halala SAR amounts below 10 million. */
export const LIST_PRICE_MAX = 9_999_999.99;
/** One add request carries at most this many ids (a results page is 50; bulk adds come in pages). */
export const LIST_ADD_BATCH_MAX = 500;

/**
 * Limits per plan level. Users without an active plan get Basic's limits, so what they kept
 * during a lapse stays visible and they can still tidy it. `null` is unlimited.
 * Why these numbers: a Basic customer runs one or two campaigns at a time (5 lists of up to 100
 * creators); Growth is an agency with several clients; Professional keeps an unlimited number of
 * lists but one list stays at 2,000 members, what one page can show and export at once.
 */
export const LIST_LIMITS = {
  basic: { lists: 5, members: 100 },
  growth: { lists: 20, members: 500 },
  professional: { lists: null, members: 2_000 },
} as const satisfies Record<"basic" | "growth" | "professional", { lists: number | null; members: number }>;

/** The server's refusals (keyed by their English text in the web app's messages.json). */
export const LIST_MSG = {
  notFound: "List not found",
  memberNotFound: "This influencer is not on the list",
  listLimit: "You have reached the number of lists your plan allows. Delete a list or upgrade your plan.",
  memberLimit: "This list is full for your plan. Remove members or upgrade your plan.",
  unknownInfluencers: "Some influencers were not found in the index",
  shareNotFound: "This shared list does not exist or is no longer shared",
  duplicateName: "You already have a list with this name",
} as const;

const ZListNameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(LIST_NAME_MAX, `Name must be at most ${LIST_NAME_MAX} characters`);

/** An influencer id: a 63-bit integer sent as a string (as in search results). */
export const ZInfluencerIdSchema = z.string().regex(/^[1-9]\d{0,18}$/, "Invalid influencer id");

/** POST /api/lists/ */
export const ZCreateListRequestSchema = z.object({ name: ZListNameSchema });
export type TCreateListRequest = z.input<typeof ZCreateListRequestSchema>;

/** PATCH /api/lists/{id}/ */
export const ZUpdateListRequestSchema = z.object({ name: ZListNameSchema });
export type TUpdateListRequest = z.input<typeof ZUpdateListRequestSchema>;

export const ZListShareSchema = z.object({
  token: z.string(),
  url: z.string().describe("Absolute URL of the read-only page /shared/lists/{token}"),
  include_notes: z.boolean(),
  created_at: z.string().describe("ISO 8601"),
});
export type TListShare = z.infer<typeof ZListShareSchema>;

/** A list in GET /api/lists/ and at the head of GET /api/lists/{id}/. */
export const ZListSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  member_count: z.number().int(),
  /** Counts per status, every status present (0 when none). */
  status_counts: z.record(z.enum(LIST_MEMBER_STATUSES), z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
  share: ZListShareSchema.nullable(),
});
export type TListSummary = z.infer<typeof ZListSummarySchema>;

export const ZListLimitsSchema = z.object({
  plan_level: z.enum(["basic", "growth", "professional"]),
  max_lists: z.number().int().nullable(),
  max_members: z.number().int(),
});
export type TListLimits = z.infer<typeof ZListLimitsSchema>;

/** GET /api/lists/ */
export const ZListsResponseSchema = z.object({ lists: z.array(ZListSummarySchema), limits: ZListLimitsSchema });
export type TListsResponse = z.infer<typeof ZListsResponseSchema>;

/**
 * A member with the index's current figures. `in_index` is false when the account has left the
 * index; the figures are then the last ones known when it was added.
 */
export const ZListMemberSchema = z.object({
  influencer_id: z.string(),
  platform: z.enum(PLATFORMS),
  username: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  url: z.string(),
  followers: z.number().int(),
  er: z.number().nullable().describe("Engagement rate in percent"),
  aqs: z.number().int().nullable().describe("Audience quality score 0–100"),
  data_date: z.string().describe("ISO 8601: when the index last refreshed these figures"),
  in_index: z.boolean(),
  status: z.enum(LIST_MEMBER_STATUSES),
  price_sar: z.number().nullable().describe("Agreed price in SAR; null in shared views without notes"),
  note: z.string().describe("Owner's note; empty in shared views without notes"),
  added_at: z.string(),
  updated_at: z.string(),
  licences: z.array(ZLicenceStatusSchema).optional().describe("Licence to advertise per country (SA, AE) where the answer reads them"),
  added_by: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .optional()
    .describe("The workspace member who added it (null once their account is gone); absent in shared views"),
});
export type TListMember = z.infer<typeof ZListMemberSchema>;

export const LIST_SORT_FIELDS = ["added_at", "name", "followers", "er", "aqs", "status", "price_sar"] as const;
export type TListSortField = (typeof LIST_SORT_FIELDS)[number];

/** GET /api/lists/{id}/ query: filter by status, sort (server-side so 2,000 members stay fast). */
export const ZListDetailQuerySchema = z.object({
  status: z.enum(LIST_MEMBER_STATUSES, { error: "Unknown status" }).optional(),
  sort: z.enum(LIST_SORT_FIELDS, { error: "Unknown sort field" }).default("added_at"),
  order: z.enum(["asc", "desc"], { error: "Sort order must be 'asc' or 'desc'" }).default("desc"),
});
export type TListDetailQuery = z.input<typeof ZListDetailQuerySchema>;

/** GET /api/lists/{id}/ */
export const ZListDetailSchema = z.object({ list: ZListSummarySchema, members: z.array(ZListMemberSchema), limits: ZListLimitsSchema });
export type TListDetail = z.infer<typeof ZListDetailSchema>;

/** POST /api/lists/{id}/members/ — adding a member twice keeps the first (idempotent). */
export const ZAddListMembersRequestSchema = z.object({
  influencer_ids: z
    .array(ZInfluencerIdSchema)
    .min(1, "Choose at least one influencer")
    .max(LIST_ADD_BATCH_MAX, `At most ${LIST_ADD_BATCH_MAX} influencers at once`),
});
export type TAddListMembersRequest = z.input<typeof ZAddListMembersRequestSchema>;

export const ZAddListMembersResponseSchema = z.object({
  added: z.number().int(),
  already_present: z.number().int(),
  list: ZListSummarySchema,
});
export type TAddListMembersResponse = z.infer<typeof ZAddListMembersResponseSchema>;

/** PATCH /api/lists/{id}/members/{influencer_id}/ — any subset; price null clears it. */
export const ZUpdateListMemberRequestSchema = z
  .object({
    status: z.enum(LIST_MEMBER_STATUSES, { error: "Unknown status" }).optional(),
    price_sar: z
      .number({ error: "Price must be a number" })
      .min(0, "Price cannot be negative")
      .max(LIST_PRICE_MAX, "Price is too large")
      .multipleOf(0.01, "Price has at most two decimals")
      .nullable()
      .optional(),
    note: z.string().max(LIST_NOTE_MAX, `Note must be at most ${LIST_NOTE_MAX} characters`).optional(),
  })
  .refine((body) => body.status !== undefined || body.price_sar !== undefined || body.note !== undefined, "Nothing to update");
export type TUpdateListMemberRequest = z.input<typeof ZUpdateListMemberRequestSchema>;

/** POST /api/lists/{id}/share/ — creating again rotates the token (the old link stops working). */
export const ZShareListRequestSchema = z.object({ include_notes: z.boolean().default(false) });
export type TShareListRequest = z.input<typeof ZShareListRequestSchema>;
export const ZShareListResponseSchema = z.object({ token: z.string(), url: z.string(), include_notes: z.boolean() });
export type TShareListResponse = z.infer<typeof ZShareListResponseSchema>;

/** GET /api/shared/lists/{token}/ — no login. Notes and prices only when the owner included them. */
export const ZSharedListResponseSchema = z.object({
  name: z.string(),
  owner_name: z.string().describe("The owner's company name, else first name"),
  include_notes: z.boolean(),
  updated_at: z.string(),
  members: z.array(ZListMemberSchema),
});
export type TSharedListResponse = z.infer<typeof ZSharedListResponseSchema>;

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

/** `?format=csv|xlsx&lang=en|ar` of both exports; the header row and sheet direction follow `lang`. */
export const ZExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "format must be csv or xlsx" }),
  lang: z.enum(["en", "ar"]).optional(),
});
export type TExportQuery = z.input<typeof ZExportQuerySchema>;

/** Search export covers the current filters up to this many rows. */
export const SEARCH_EXPORT_MAX_ROWS = 1_000;
