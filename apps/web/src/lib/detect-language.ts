import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from "@radar/contract/constants";

/**
 * The language a first visit opens in: the browser's preference list (navigator.languages, best
 * first) decides, the first entry we have a translation for wins — `ar-SA`, `ar` or `ar-EG` mean
 * Arabic — and English when none matches. A French-first browser that also lists Arabic gets
 * Arabic; one that lists English before Arabic gets English.
 */
export function preferredLanguage(browserLanguages: readonly string[]): TLanguage {
  for (const tag of browserLanguages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const match = LANGUAGES.find((language) => language === primary);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** navigator.languages, or navigator.language where the list is missing (older engines). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
