import type { TSearchRequestParsed } from "@radar/contract/search";
import type { BriefAnswer } from "../api/parse-brief";

/** One thing the brief was read as, shown as a chip: what it sets (field, value) and the words it came from. */
export type BriefChip = { key: string; field: string; value: string; span: string };

/** The contract's bounds on a custom keyword (a category given as text). */
const KEYWORD_MAX = 60;
const INCLUDE_MAX = 50;

/**
 * The chips of an answer: one per distinct thing set, so "Saudi … Saudi" shows once and removing it
 * removes it. Unsupported platforms are not filters; the box says them in a sentence.
 */
export function briefChips(answer: BriefAnswer): BriefChip[] {
  const chips: BriefChip[] = [];
  for (const part of answer.understood) {
    if (part.field === "unsupported_platform") continue;
    const value = String(part.value);
    const key = `${part.field}:${value}`;
    if (!chips.some((chip) => chip.key === key)) chips.push({ key, field: part.field, value, span: part.span });
  }
  return chips;
}

/** The not-understood spans, each once, in the order written. */
export function briefLeftovers(answer: BriefAnswer): string[] {
  return [...new Set(answer.not_understood.map((span) => span.trim()).filter((span) => span !== ""))];
}

/** The codes a chip puts in a list-valued field: "SA,KW", "SA:70" (a share), "108410" (a city), "18_24,25_34". */
const codesOf = (chip: BriefChip) => chip.value.split(",").map((code) => code.split(":")[0]?.trim() ?? "");

/**
 * The brief's search body without the chips the user removed and with the not-understood spans the
 * user agreed to keep as keywords. A value stays while any chip left still sets it; a range set by
 * two chips ("micro, over 20k") is read into one range by the server and goes only with the last one.
 */
export function briefFilters(answer: BriefAnswer, removed: ReadonlySet<string>, keywords: readonly string[]): TSearchRequestParsed {
  const chips = briefChips(answer);
  const kept = chips.filter((chip) => !removed.has(chip.key));
  const gone = chips.filter((chip) => removed.has(chip.key));
  const keeps = (field: string) => kept.some((chip) => chip.field === field);
  const dropped = (field: string) => {
    const keptCodes = new Set(kept.filter((chip) => chip.field === field).flatMap(codesOf));
    return new Set(
      gone
        .filter((chip) => chip.field === field)
        .flatMap(codesOf)
        .filter((code) => !keptCodes.has(code)),
    );
  };
  const body: TSearchRequestParsed = { ...answer.filters };

  if (!keeps("social_network") && gone.some((chip) => chip.field === "social_network")) body.social_network = "instagram";
  for (const field of ["subscribers_count", "views_avg", "er", "account_gender", "audience_gender"] as const)
    if (!keeps(field) && gone.some((chip) => chip.field === field)) body[field] = null;
  for (const field of ["verified_only", "account_has_contacts"] as const)
    if (!keeps(field) && gone.some((chip) => chip.field === field)) body[field] = null;

  const account = dropped("account_geo");
  if (account.size > 0 && body.account_geo) {
    const country = (body.account_geo.country ?? []).filter((code) => !account.has(code));
    const city = (body.account_geo.city ?? []).filter((id) => !account.has(String(id)));
    body.account_geo = country.length + city.length > 0 ? { country, city } : null;
  }
  const audience = dropped("audience_geo");
  if (audience.size > 0 && body.audience_geo) {
    const countries = (body.audience_geo.countries ?? []).filter((entry) => !audience.has(entry.id));
    const cities = (body.audience_geo.cities ?? []).filter((entry) => !audience.has(String(entry.id)));
    body.audience_geo = countries.length + cities.length > 0 ? { countries, cities } : null;
  }
  const ages = dropped("audience_age");
  if (ages.size > 0 && body.audience_age) {
    const groups = (body.audience_age.groups ?? []).filter((group) => !ages.has(group));
    body.audience_age = groups.length > 0 ? { ...body.audience_age, groups } : null;
  }
  const languages = dropped("account_languages");
  if (languages.size > 0) body.account_languages = (body.account_languages ?? []).filter((code) => !languages.has(code));

  const categories = dropped("category");
  const include = (body.category?.include ?? []).filter((entry) => !categories.has(String(entry)));
  for (const keyword of keywords) {
    const text = keyword.trim().slice(0, KEYWORD_MAX).trim();
    const known = include.some((entry) => typeof entry === "string" && entry.toLowerCase() === text.toLowerCase());
    if (text !== "" && !known && include.length < INCLUDE_MAX) include.push(text);
  }
  if (categories.size > 0 || keywords.length > 0) body.category = { include, exclude: body.category?.exclude ?? [] };
  return body;
}
