import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import { type TVendorImportRequest, type TVendorSourceId, VENDOR_IMPORT_MAX_PAGES } from "@radar/contract/sources";
import { z } from "zod";

/**
 * The admin's vendor import form: what the inputs hold (text), its checks, and the
 * request body it becomes. Error messages are keys of the admin namespace.
 */

export type VendorImportFormValues = {
  source: TVendorSourceId;
  platform: TPlatform | "";
  pages: string;
  followersFrom: string;
  followersTo: string;
  /** ISO 3166-1 alpha-2, or "" for any country. */
  country: string;
  keywords: string;
  erFrom: string;
  verifiedOnly: boolean;
};

export const DEFAULT_IMPORT_VALUES: VendorImportFormValues = {
  source: "hypeauditor",
  platform: "instagram",
  pages: "5",
  followersFrom: "",
  followersTo: "",
  country: "",
  keywords: "",
  erFrom: "",
  verifiedOnly: false,
};

/** The Gulf first, then the markets Gulf brands most often look at. */
export const IMPORT_COUNTRIES = [
  "SA",
  "AE",
  "KW",
  "QA",
  "BH",
  "OM",
  "EG",
  "JO",
  "LB",
  "IQ",
  "MA",
  "TR",
  "IN",
  "PK",
  "GB",
  "US",
  "FR",
  "DE",
] as const;

const ERR = {
  platform: "sources.import.errors.platform",
  pages: "sources.import.errors.pages",
  followers: "sources.import.errors.followers",
  followersOrder: "sources.import.errors.followersOrder",
  er: "sources.import.errors.er",
  country: "sources.import.errors.country",
  keywords: "sources.import.errors.keywords",
} as const;

const blankOr = (check: (value: string) => boolean) => (value: string) => value.trim() === "" || check(value.trim());
const isWhole = (max: number) => (value: string) => /^\d+$/.test(value) && Number(value) <= max;
const isPercent = (value: string) => /^\d+(\.\d+)?$/.test(value) && Number(value) <= 100;

export const ZVendorImportFormSchema = z
  .object({
    source: z.enum(["hypeauditor", "modash"]),
    platform: z.enum([...PLATFORMS, ""]).refine((value) => value !== "", ERR.platform),
    pages: z
      .string()
      .refine((value) => /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= VENDOR_IMPORT_MAX_PAGES, ERR.pages),
    followersFrom: z.string().refine(blankOr(isWhole(1_000_000_000)), ERR.followers),
    followersTo: z.string().refine(blankOr(isWhole(1_000_000_000)), ERR.followers),
    country: z.string().refine(
      blankOr((value) => /^[A-Za-z]{2}$/.test(value)),
      ERR.country,
    ),
    keywords: z.string().max(100, ERR.keywords),
    erFrom: z.string().refine(blankOr(isPercent), ERR.er),
    verifiedOnly: z.boolean(),
  })
  .refine(
    (values) => {
      const [from, to] = [values.followersFrom.trim(), values.followersTo.trim()];
      return from === "" || to === "" || !/^\d+$/.test(from) || !/^\d+$/.test(to) || Number(from) <= Number(to);
    },
    { message: ERR.followersOrder, path: ["followersTo"] },
  );

const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value.trim()));
const textOrNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The request body of checked form values; blank filters are left out. */
export function toVendorImportRequest(values: VendorImportFormValues): TVendorImportRequest {
  const filters = {
    followers_from: numberOrNull(values.followersFrom),
    followers_to: numberOrNull(values.followersTo),
    country: textOrNull(values.country)?.toUpperCase() ?? null,
    keywords: textOrNull(values.keywords),
    er_from: numberOrNull(values.erFrom),
    verified_only: values.verifiedOnly ? true : null,
  };
  return {
    source: values.source,
    platform: values.platform as TPlatform,
    pages: Number(values.pages.trim()),
    filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null)),
  };
}
