import { z } from "zod";
import { ZNamedCitySchema, ZSearchRequestSchema } from "./search.ts";

/** Search by brief: a marketer's brief in Arabic or English read into search filters. */
export const BRIEF_TEXT_MAX = 500;

export const ZBriefRequestSchema = z.object({
  text: z
    .string({ error: "text must be a string" })
    .trim()
    .min(1, "text must not be empty")
    .max(BRIEF_TEXT_MAX, `text must be at most ${BRIEF_TEXT_MAX} characters`),
  language: z.enum(["en", "ar"], { error: "language must be 'en' or 'ar'" }).nullish(),
});
export type TBriefRequest = z.infer<typeof ZBriefRequestSchema>;

export const ZBriefUnderstoodSchema = z.object({
  span: z.string().describe("The words of the brief, as written"),
  field: z.string().describe("The search body field they set (account_geo, category, …), or unsupported_platform"),
  value: z.union([z.string(), z.number(), z.boolean()]).describe("What they were read as: a code, id, tier or JSON range"),
});
export type TBriefUnderstood = z.infer<typeof ZBriefUnderstoodSchema>;

export const ZBriefAnswerSchema = z.object({
  filters: ZSearchRequestSchema.describe("A search body for POST /api/search/; nothing is charged until it is run"),
  understood: z.array(ZBriefUnderstoodSchema),
  not_understood: z.array(z.string()).describe("Spans of the brief no rule placed; candidates for keywords if the user agrees"),
  unsupported: z.array(z.string()).describe("Platforms asked for that the index does not hold (Snapchat, Facebook)"),
  cities: z.array(ZNamedCitySchema).describe("Names of the cities the filters hold, in both languages"),
});
export type TBriefAnswer = z.input<typeof ZBriefAnswerSchema>;
