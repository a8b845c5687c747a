import { type FoundLicence, licencesInNormalText } from "@radar/contract/licence-text";
import { normalizeText } from "../discovery/public.ts";

/** The licence numbers an account's own texts state (handle, name, bio as written). */
export const licencesInText = (...texts: string[]): FoundLicence[] => licencesInNormalText(normalizeText(texts.join(" ")));
