import { z } from "zod";
import { EMAIL_PATTERN } from "./auth.ts";
import { INT32_MAX } from "./constants.ts";

/**
 * Contact requests from the plans page: the Custom card's "Contact us" and the
 * Enterprise banner's "Contact sales". POST /api/contact-messages/ (signed in or not) stores one and
 * e-mails the team; admins read them at GET /api/admin/contact-messages/ and mark them handled with
 * PATCH /api/admin/contact-messages/{id}/.
 */

export const CONTACT_TOPICS = ["custom_plan", "enterprise"] as const;
export type TContactTopic = (typeof CONTACT_TOPICS)[number];

/** English texts, also the i18n keys of the web app's `messages` namespace. */
export const CONTACT_MSG = {
  name: "Name is required",
  company: "Company is required",
  email: "Invalid email address",
  phone: "Enter a phone number with digits only (and +, spaces, dashes)",
  message: "Tell us a little more (at least 10 characters)",
  messageMax: "The message must be at most 2000 characters",
  tooMany: "You have sent several messages already. Please wait a little before sending another.",
} as const;

export const CONTACT_MESSAGE_MAX = 2000;

const text = (min: number, max: number, message: string) => z.string({ error: message }).trim().min(min, message).max(max, message);

/** Optional: an empty field is no phone; otherwise digits with the usual separators. */
const ZPhone = z
  .string({ error: CONTACT_MSG.phone })
  .trim()
  .max(32, CONTACT_MSG.phone)
  .refine((value) => value === "" || /^\+?[0-9][0-9 ()-]{5,}$/.test(value), CONTACT_MSG.phone)
  .transform((value) => (value === "" ? null : value));

export const ZContactMessageRequestSchema = z.object({
  topic: z.enum(CONTACT_TOPICS),
  name: text(2, 100, CONTACT_MSG.name),
  company: text(2, 120, CONTACT_MSG.company),
  email: z.string({ error: CONTACT_MSG.email }).trim().max(254, CONTACT_MSG.email).regex(EMAIL_PATTERN, CONTACT_MSG.email),
  phone: ZPhone.nullish().transform((value) => value ?? null),
  message: z.string({ error: CONTACT_MSG.message }).trim().min(10, CONTACT_MSG.message).max(CONTACT_MESSAGE_MAX, CONTACT_MSG.messageMax),
});
export type TContactMessageRequest = z.input<typeof ZContactMessageRequestSchema>;
export type TContactMessageInput = z.output<typeof ZContactMessageRequestSchema>;

/** What the sender gets back: their message is stored and the team was told. */
export const ZContactReceiptSchema = z.object({ id: z.number().int(), created_at: z.string() });
export type TContactReceipt = z.infer<typeof ZContactReceiptSchema>;

/** A contact request as the admin dashboard lists it. */
export const ZContactMessageSchema = z.object({
  id: z.number().int(),
  topic: z.enum(CONTACT_TOPICS),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  /** The account that sent it, when the sender was signed in. */
  user_id: z.number().int().nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type TContactMessage = z.infer<typeof ZContactMessageSchema>;

export const CONTACT_STATUS_FILTERS = ["open", "handled", "all"] as const;
export type TContactStatusFilter = (typeof CONTACT_STATUS_FILTERS)[number];
export const CONTACT_PAGE_SIZE = 20;

export const ZContactMessageListQuerySchema = z.object({
  status: z.enum(CONTACT_STATUS_FILTERS).default("open"),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(CONTACT_PAGE_SIZE),
});
export type TContactMessageListQuery = z.input<typeof ZContactMessageListQuerySchema>;

export const ZContactMessagePageSchema = z.object({ count: z.number().int(), results: z.array(ZContactMessageSchema) });
export type TContactMessagePage = z.infer<typeof ZContactMessagePageSchema>;

/** PATCH /api/admin/contact-messages/{id}/: handled or open again. */
export const ZUpdateContactMessageSchema = z.object({ handled: z.boolean() });
export type TUpdateContactMessage = z.infer<typeof ZUpdateContactMessageSchema>;

export const ZContactMessageIdSchema = z.coerce.number().int().positive().max(INT32_MAX);
