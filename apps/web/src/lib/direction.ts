export type TextDirection = "ltr" | "rtl";

// Scripts written right to left. Only `ar` ships today, but the check is about the language, not
// our list of translations, so a future `fa` or `he` works without touching this file.
const RTL_LANGUAGES = new Set(["ar", "arc", "ckb", "dv", "fa", "he", "ku", "ps", "sd", "ug", "ur", "yi"]);

/** The text direction of a locale such as `ar`, `ar-SA` or `en_US`. */
export function getLocaleTextDirection(locale: string): TextDirection {
  const language = locale.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return RTL_LANGUAGES.has(language) ? "rtl" : "ltr";
}
