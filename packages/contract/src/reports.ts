import { z } from "zod";
import { LANGUAGES, PLATFORMS } from "./constants.ts";

/** Analytics reports of one social profile, as PDF and PPTX (SPEC §2, §3, §4, §5, §7, §8, §9). */

/** SPEC §4 report status. */
export const REPORT_STATUSES = ["pending", "generating", "completed", "failed"] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];

/** SPEC §3: pdf, pptx or both. */
export const REPORT_TYPES = ["pdf", "pptx", "both"] as const;
export type TReportType = (typeof REPORT_TYPES)[number];

export const REPORT_FILE_FORMATS = ["pdf", "pptx"] as const;
export type TReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];

/** The templates GET /api/reports/templates/ lists; a report records the one it used in template_name. */
export const REPORT_TEMPLATE_IDS = ["standard", "brief"] as const;
export type TReportTemplateId = (typeof REPORT_TEMPLATE_IDS)[number];
export const DEFAULT_REPORT_TEMPLATE: TReportTemplateId = "standard";

/** SPEC §9: the status of a report being generated is polled every 3 seconds. */
export const REPORT_POLL_INTERVAL_MS = 3000;

/** SPEC §4: the progress a status shows (pending has not started yet). */
export function reportProgress(status: TReportStatus): number {
  if (status === "generating") return 50;
  if (status === "completed" || status === "failed") return 100;
  return 0;
}

export const isReportFinished = (status: TReportStatus) => status === "completed" || status === "failed";

/** The server's answers the web app shows or maps (SPEC §5, §8). */
export const REPORT_MSG = {
  limitReached: "Report limit reached for your subscription level",
  noSubscription: "An active subscription is required to generate reports",
  profileRequired: "Generate report requires a selected profile",
  profileNotFound: "Profile not found",
  accountMissing: "This account is no longer in the influencer index, so no report can be made",
  notFound: "Report not found",
  notAvailable: "report not available",
  started: "Report generation started",
  alreadyOrdered: "This report was already ordered",
  listed: "Reports retrieved successfully",
  invalidId: "Invalid report ID format",
  influencerNotFound: "This creator is not in the influencer index",
  oneSubject: "Choose either a profile or a creator from the index, not both",
  idempotencyConflict: "This idempotency key was already used for a different report",
} as const;

/** What a report is about: one of the user's own profiles, or any creator of the influencer index. */
export const REPORT_SUBJECTS = ["profile", "influencer"] as const;
export type TReportSubject = (typeof REPORT_SUBJECTS)[number];

/** A client's key for one order: a retry or a second click with the same key makes no second report. */
export const ZIdempotencyKeySchema = z
  .string({ error: "idempotency_key must be a string" })
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, "idempotency_key must be 8 to 100 letters, digits, '_', '.', ':' or '-'");

export const ZReportProfileSchema = z.object({
  /** Null once the profile has been deleted: the report stays, with the account it was made for. */
  id: z.number().int().nullable(),
  username: z.string(),
  platform: z.enum(PLATFORMS),
});
export type TReportProfile = z.infer<typeof ZReportProfileSchema>;

/** SPEC §3 Report. `date` repeats `date_created`, `profiles` repeats `profile`: the spec reads either. */
export const ZReportSchema = z.object({
  id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  type: z.enum(REPORT_TYPES),
  template: z.enum(REPORT_TEMPLATE_IDS),
  template_name: z.string().describe("The template's display name, e.g. 'Standard'"),
  language: z.enum(LANGUAGES),
  date_created: z.string().describe("ISO 8601"),
  date: z.string().describe("ISO 8601, same as date_created"),
  completed_at: z.string().nullable(),
  profile: ZReportProfileSchema,
  profiles: z.array(ZReportProfileSchema),
  has_pdf: z.boolean(),
  has_pptx: z.boolean(),
  /** Owner-only download URLs (send the bearer token); null until the file exists. */
  pdf_url: z.string().nullable(),
  pptx_url: z.string().nullable(),
  /** The file name a download is saved under; null until the file exists. */
  pdf_path: z.string().nullable(),
  pptx_path: z.string().nullable(),
  pdf_size: z.number().int().nullable(),
  pptx_size: z.number().int().nullable(),
  credits_charged: z.number(),
  error: z.string().nullable().describe("Why a failed report failed; its credits were refunded"),
  /** 'profile': one of the user's profiles (profile.id, null once deleted); 'influencer': a creator of the index. */
  subject: z.enum(REPORT_SUBJECTS),
  /** The index id of the account the report is about (63-bit, as a string). */
  influencer_id: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable().optional().describe("The workspace member who ordered it"),
});
export type TReport = z.infer<typeof ZReportSchema>;

const blankToUndefined = (value: unknown) => (value === null || value === "" ? undefined : value);

/**
 * SPEC §3 Report generation payload, extended: a report is of `profile` (one of the user's profiles)
 * or of `influencer_id` (any creator of the influencer index), exactly one of them.
 */
export const ZGenerateReportRequestSchema = z
  .object({
    profile: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: REPORT_MSG.profileRequired })
        .int(REPORT_MSG.profileRequired)
        .positive(REPORT_MSG.profileRequired)
        .max(2_147_483_647, REPORT_MSG.profileRequired)
        .optional(),
    ),
    /** The index id of a creator (as search results and list members carry it). */
    influencer_id: z.preprocess(
      (value) => (typeof value === "number" && Number.isSafeInteger(value) ? String(value) : blankToUndefined(value)),
      z
        .string({ error: "influencer_id must be an index id" })
        .regex(/^-?\d{1,19}$/, "influencer_id must be an index id")
        // zod runs every check, so the range check must not assume the pattern held.
        .refine((value) => {
          if (!/^-?\d{1,19}$/.test(value)) return true;
          const id = BigInt(value);
          return id >= -(2n ** 63n) && id < 2n ** 63n;
        }, "influencer_id must be an index id")
        .optional(),
    ),
    /** Same key, same report: a double click or a retry is charged once (per user, kept with the report). */
    idempotency_key: ZIdempotencyKeySchema.optional(),
    report_type: z.enum(REPORT_TYPES, { error: "report_type must be pdf, pptx or both" }).default("pdf"),
    // Accepts the id or the display name ('Standard'), as a template list may hand either to the client.
    template: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : (value ?? undefined)),
      z.enum(REPORT_TEMPLATE_IDS, { error: "template must be standard or brief" }).optional(),
    ),
    /** The language the report is written in; default: the user's language. */
    language: z.enum(LANGUAGES, { error: "language must be en or ar" }).optional(),
  })
  .superRefine((body, issues) => {
    if (body.profile === undefined && body.influencer_id === undefined)
      issues.addIssue({ code: "custom", path: ["profile"], message: REPORT_MSG.profileRequired });
    if (body.profile !== undefined && body.influencer_id !== undefined)
      issues.addIssue({ code: "custom", path: ["influencer_id"], message: REPORT_MSG.oneSubject });
  });
export type TGenerateReportRequest = z.input<typeof ZGenerateReportRequestSchema>;
export type TGenerateReportParsed = z.output<typeof ZGenerateReportRequestSchema>;

export const ZGenerateReportResponseSchema = z.object({
  success: z.literal(true),
  report: ZReportSchema,
  message: z.string(),
  credits_remaining: z.number(),
});
export type TGenerateReportResponse = z.infer<typeof ZGenerateReportResponseSchema>;

/** GET /api/reports/ and GET /api/reports/profile/{id}/. */
export const ZReportListResponseSchema = z.object({
  reports: z.array(ZReportSchema),
  message: z.string(),
  credits_remaining: z.number(),
});
export type TReportListResponse = z.infer<typeof ZReportListResponseSchema>;

export const ZReportTemplateSchema = z.object({
  id: z.enum(REPORT_TEMPLATE_IDS),
  name: z.string(),
  name_ar: z.string(),
  description: z.string(),
  description_ar: z.string(),
  /** The sections the template holds, in order. */
  sections: z.array(z.string()),
  formats: z.array(z.enum(REPORT_FILE_FORMATS)),
});
export type TReportTemplate = z.infer<typeof ZReportTemplateSchema>;

export const ZReportTemplateListSchema = z.array(ZReportTemplateSchema);

export const ZReportDownloadQuerySchema = z.object({
  format: z.enum(REPORT_FILE_FORMATS, { error: "format must be pdf or pptx" }).optional(),
});
