import { gazetteer } from "../../geo/gazetteer.ts";
import { searchFailed } from "../search-errors.ts";

/** An ISO country code the gazetteer knows, upper-cased; any other is the caller's mistake. */
export function countryCode(code: string, where: string): string {
  const upper = code.toUpperCase();
  if (!gazetteer().countryByCode.has(upper)) throw searchFailed(`Unknown country code '${code}' in ${where}`);
  return upper;
}
