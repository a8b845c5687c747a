import { z } from "zod";
import { asciiDigits } from "./licence-text.ts";

/**
 * Licences to advertise: Saudi Arabia's Mawthooq licence (media regulator GAMR) and the UAE advertiser
 * permit (UAE Media Council). Each account has a status per country; the sentences are in the web
 * app's locales (licences.json), in both languages.
 */

export const LICENCE_COUNTRIES = ["SA", "AE"] as const;
export type TLicenceCountry = (typeof LICENCE_COUNTRIES)[number];

/** Where a number came from: the account's own bio, a user's record, a regulator's lookup. */
export const LICENCE_SOURCES = ["bio", "user", "regulator"] as const;
export type TLicenceSource = (typeof LICENCE_SOURCES)[number];

export const LICENCE_STATUSES = ["valid", "expiring", "expired", "none"] as const;
export type TLicenceStatus = (typeof LICENCE_STATUSES)[number];

/** A licence that expires within this many days is "expiring" and flagged on the lists that hold it. */
export const LICENCE_EXPIRING_DAYS = 30;

/**
 * The regulators' public pages where anyone can check a licence. Mawthooq's is the portal the
 * regulator's own announcements link to; the UAE Media Council's permit check page is not confirmed
 * (no stable deep link found), so its home page is given.
 */
export const LICENCE_CHECK_URLS: Record<TLicenceCountry, string> = {
  SA: "https://elaam.gamr.gov.sa/",
  AE: "https://uaemc.gov.ae/",
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const ZLicenceNumberSchema = z
  .string()
  .trim()
  // Arabic-Indic digits typed in the number field read as ASCII ones.
  .transform((value) => asciiDigits(value).replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{4,12}$/, "A licence number is 4 to 12 digits"));

/** One licence as recorded, from one source. */
export const ZLicenceRecordSchema = z.object({
  country: z.enum(LICENCE_COUNTRIES),
  source: z.enum(LICENCE_SOURCES),
  number: z.string(),
  expires_on: z.string().nullable().describe("YYYY-MM-DD; null when not known"),
  proof_url: z.string().nullable(),
  confirmed: z.boolean().describe("A user checked it at the regulator's page"),
  recorded_by_name: z.string().nullable().describe("Who recorded it (null for the bio and the regulator)"),
  recorded_at: z.string(),
});
export type TLicenceRecord = z.infer<typeof ZLicenceRecordSchema>;

/** An account's status in one country, from its best record (regulator, then a user's, then the bio's). */
export const ZLicenceStatusSchema = z.object({
  country: z.enum(LICENCE_COUNTRIES),
  status: z.enum(LICENCE_STATUSES),
  number: z.string().nullable(),
  expires_on: z.string().nullable(),
  source: z.enum(LICENCE_SOURCES).nullable(),
  confirmed: z.boolean(),
  check_url: z.string().describe("The regulator's public check page"),
});
export type TLicenceStatusEntry = z.infer<typeof ZLicenceStatusSchema>;

/** GET /api/influencers/{id}/licences/ (and the answer of recording or removing one). */
export const ZAccountLicencesSchema = z.object({
  influencer_id: z.string(),
  statuses: z.array(ZLicenceStatusSchema).describe("One per country (SA, AE)"),
  records: z.array(ZLicenceRecordSchema),
});
export type TAccountLicences = z.infer<typeof ZAccountLicencesSchema>;

export const ZLicenceCountryParamsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,18}$/, "Invalid influencer id"),
  country: z.enum(LICENCE_COUNTRIES, { error: "Country must be SA or AE" }),
});

/** PUT /api/influencers/{id}/licences/{country}/: record (or confirm) a licence as the signed-in user. */
export const ZRecordLicenceBodySchema = z.object({
  number: ZLicenceNumberSchema,
  expires_on: z
    .string()
    .regex(DAY, "Expiry must be a date (YYYY-MM-DD)")
    .refine(
      (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      "Not a date",
    )
    .refine((day) => day >= "2000-01-01" && day <= "2099-12-31", "Expiry must be between 2000 and 2099")
    .nullish()
    .describe("A past date records the licence as expired"),
  proof_url: z
    .url({ protocol: /^https?$/, error: "The proof link must be an http(s) address" })
    .max(2000)
    .nullish()
    .or(z.literal("").transform(() => null)),
  confirmed: z.boolean().default(false).describe("The user checked the number at the regulator's page"),
});
export type TRecordLicenceBody = z.input<typeof ZRecordLicenceBodySchema>;

/** POST /api/licences/statuses/: the statuses of a page of accounts (search cards, list rows). */
export const ZLicenceStatusesRequestSchema = z.object({
  influencer_ids: z.array(z.string().regex(/^[1-9]\d{0,18}$/, "Invalid influencer id")).max(200),
});
export const ZLicenceStatusesResponseSchema = z.object({
  accounts: z.array(z.object({ influencer_id: z.string(), statuses: z.array(ZLicenceStatusSchema) })),
});
export type TLicenceStatuses = z.infer<typeof ZLicenceStatusesResponseSchema>;

/** Status of a licence on `today` (YYYY-MM-DD) from its expiry. */
export function licenceStatusOn(expiresOn: string | null, today: string): Exclude<TLicenceStatus, "none"> {
  if (expiresOn === null) return "valid";
  if (expiresOn < today) return "expired";
  const days = (Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= LICENCE_EXPIRING_DAYS ? "expiring" : "valid";
}
