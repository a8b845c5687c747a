import type { TPlatform } from "@radar/contract/constants";
import type { TAccountType } from "@radar/contract/search";
import { categoryById, cityNames, type InfluencerRecord } from "../../../../discovery/public.ts";
import { generateAudience } from "./audience-generator.ts";
import { latentOf } from "./authenticity.ts";
import { CATEGORY_PROFILES, categoryTable } from "./category-profiles.ts";
import { cityTables, countryTable, GULF, languageTables } from "./geography.ts";
import { estimatePrices, generateFollowers, generateMetrics, isVerifiedAt } from "./metrics-generator.ts";
import { ARABIC_FAMILY, ARABIC_FEMALE, ARABIC_MALE, BRAND_WORDS, INTERNATIONAL_FIRST, INTERNATIONAL_LAST } from "./names.ts";
import { Prng, WeightedTable } from "./prng.ts";

export interface GeneratorOptions {
  seed: number;
  /** "Now" of the generated index, unix seconds: latest posts are dated before it. */
  asOf: number;
  /**
   * Every row on this platform (a vendor sandbox's market of one platform). The platform draw still
   * happens, so the other fields of a row are the same draws as without it.
   */
  platform?: TPlatform;
}

const platformTable = new WeightedTable<TPlatform>(["instagram", "tiktok", "youtube", "twitter"], [40, 30, 15, 15]);
const accountTypeTable = new WeightedTable<TAccountType>(["creator", "personal", "brand"], [55, 33, 12]);
const profileById = new Map(CATEGORY_PROFILES.map((p) => [p.id, p]));
/** Words people put in usernames for some categories (they also make text search realistic). */
const USERNAME_WORDS: Record<number, string[]> = {
  1035: ["food", "foodie", "kitchen"],
  1020: ["beauty", "makeup", "glam"],
  1009: ["travels", "traveler", "trips"],
  1023: ["fit", "fitness", "gym"],
  1049: ["gamer", "gaming", "plays"],
  1018: ["cars", "garage", "drive"],
  1021: ["style", "fashion", "looks"],
  1019: ["sweets", "cakes", "bakery"],
  1042: ["family", "mama", "home"],
  1036: ["funny", "comedy", "lol"],
};
const SEPARATORS = [".", "_", ""];
const DIAL: Record<string, string> = {
  SA: "966 5",
  AE: "971 5",
  KW: "965 6",
  QA: "974 5",
  BH: "973 3",
  OM: "968 9",
  EG: "20 10",
  JO: "962 7",
};

const cityCache = new Map<number, ReturnType<typeof cityNames>>();
function cachedCityNames(id: number) {
  let names = cityCache.get(id);
  if (!names) {
    names = cityNames(id);
    cityCache.set(id, names);
  }
  return names;
}

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/^al-/, "al")
    .replace(/[^a-z0-9]+/g, "");

function pickCategories(rng: Prng): number[] {
  const chosen = new Set<number>([categoryTable.pick(rng).id]);
  const extra = rng.chance(0.55) ? (rng.chance(0.4) ? 2 : 1) : 0;
  for (let i = 0; i < extra * 3 && chosen.size < 1 + extra; i += 1) chosen.add(categoryTable.pick(rng).id);
  return [...chosen];
}

/** Adds an id once, keeping the list ascending (a few ids a row: cheaper than a Set and a sort). */
function addSorted(ids: number[], id: number): void {
  let at = ids.length;
  while (at > 0 && (ids[at - 1] as number) > id) at -= 1;
  if (ids[at - 1] !== id) ids.splice(at, 0, id);
}

function pickInterests(rng: Prng, categoryIds: number[]): number[] {
  const chosen: number[] = [];
  for (const id of categoryIds)
    for (const interest of profileById.get(id)?.interests ?? []) if (rng.chance(0.7)) addSorted(chosen, interest);
  const extra = rng.int(0, 2);
  for (let i = 0; i < extra; i += 1) addSorted(chosen, rng.int(1, 82));
  if (chosen.length === 0) chosen.push(rng.int(1, 82));
  return chosen;
}

interface Identity {
  fullName: string;
  username: string;
  female: boolean;
}

function identity(
  rng: Prng,
  row: number,
  arabic: boolean,
  arabicScript: boolean,
  type: TAccountType,
  primary: number,
  cityName: string,
): Identity {
  const female = rng.chance(0.48);
  const suffix = row.toString(36);
  const words = USERNAME_WORDS[primary];
  if (type === "brand") {
    const [latin, ar] = rng.pick(BRAND_WORDS);
    const title = categoryById.get(primary)?.title.split(/[ &/]/)[0] ?? "Store";
    return {
      fullName: arabicScript ? `${ar} ${categoryById.get(primary)?.title_ar ?? ""}`.trim() : `${latin} ${title}`,
      username: `${slug(latin)}${rng.pick(SEPARATORS)}${slug(cityName) || "store"}.${suffix}`,
      female,
    };
  }
  if (!arabic) {
    const first = rng.pick(INTERNATIONAL_FIRST);
    const last = rng.pick(INTERNATIONAL_LAST);
    const word = words && rng.chance(0.3) ? `${rng.pick(words)}.` : "";
    return { fullName: `${first} ${last}`, username: `${word}${slug(first)}${rng.pick(SEPARATORS)}${slug(last)}.${suffix}`, female };
  }
  const [first, firstAr] = rng.pick(female ? ARABIC_FEMALE : ARABIC_MALE);
  const [family, familyAr] = rng.pick(ARABIC_FAMILY);
  const word = words && rng.chance(0.3) ? rng.pick(words) : null;
  const username = word
    ? `${slug(first)}${rng.pick(SEPARATORS)}${word}.${suffix}`
    : `${slug(first)}${rng.pick(SEPARATORS)}${slug(family)}.${suffix}`;
  return { fullName: arabicScript ? `${firstAr} ${familyAr}` : `${first} ${family}`, username, female };
}

function bio(
  rng: Prng,
  categoryIds: number[],
  language: string,
  city: { name: string; name_ar: string } | null,
  email: string | null,
): string {
  const arabic = language === "ar";
  const parts: string[] = [];
  for (const id of categoryIds) {
    const profile = profileById.get(id);
    const phrases = arabic ? profile?.ar : profile?.en;
    const fallback = arabic ? categoryById.get(id)?.title_ar : categoryById.get(id)?.title;
    const phrase = phrases && phrases.length > 0 ? rng.pick(phrases) : fallback;
    if (phrase) parts.push(phrase);
  }
  let text = parts.join(" | ");
  if (city) text += ` 📍 ${arabic ? city.name_ar : city.name}`;
  if (email && rng.chance(0.6)) text += arabic ? ` ✉️ للتعاون: ${email}` : ` ✉️ Collabs: ${email}`;
  return text;
}

/** One influencer, a pure function of (options, row): the same inputs always give the same profile. */
export function generateInfluencer(options: GeneratorOptions, row: number): InfluencerRecord {
  const rng = new Prng(options.seed, row);
  const drawn = platformTable.pick(rng);
  const platform = options.platform ?? drawn;
  const country = countryTable.pick(rng);
  const cityId = cityTables.get(country.code)?.pick(rng) ?? null;
  const city = cityId ? cachedCityNames(cityId) : null;
  const language = languageTables.get(country.code)?.pick(rng) ?? "en";
  const accountType = accountTypeTable.pick(rng);
  const categoryIds = pickCategories(rng);
  const primary = profileById.get(categoryIds[0] ?? 1041) ?? CATEGORY_PROFILES[0];
  const arabicScript = country.arabic && (language === "ar" ? rng.chance(0.6) : rng.chance(0.15));
  const who = identity(rng, row, country.arabic, arabicScript, accountType, primary?.id ?? 1041, city?.name ?? "");
  const followers = generateFollowers(rng, platform);
  const metrics = generateMetrics(rng, platform, followers, accountType === "brand", latentOf(platform, who.username));
  const email = rng.chance(accountType === "personal" ? 0.3 : 0.6) ? `${who.username.replace(/\.[^.]*$/, "")}@example.com` : null;
  const dial = DIAL[country.code];
  const phone = dial && rng.chance(0.25) ? `+${dial}${rng.int(0, 9)} 000 ${String(rng.int(0, 9999)).padStart(4, "0")}` : null;
  const active = rng.chance(0.88);
  const ageSeconds = active ? Math.round(-Math.log(1 - rng.next()) * 12 * 86_400) : rng.int(60, 720) * 86_400;
  const femaleBase = Math.min(0.95, Math.max(0.05, (primary?.female ?? 0.5) + (who.female ? 0.08 : -0.08)));
  return {
    platform,
    username: who.username,
    fullName: who.fullName,
    bio: bio(rng, categoryIds, language, city, email),
    avatarUrl: null,
    ...metrics,
    isVerified: isVerifiedAt(rng, followers, accountType === "brand"),
    accountType,
    gender: accountType === "brand" ? null : who.female ? "female" : "male",
    countryCode: country.code,
    cityId,
    language,
    lastMediaAt: options.asOf - ageSeconds,
    categories: categoryIds,
    interests: pickInterests(rng, categoryIds),
    email,
    phone,
    ...estimatePrices(rng, platform, followers, metrics.erBp, GULF.includes(country.code)),
    // Audience data is not collected for twitter (and twitter searches ignore audience filters).
    audience:
      platform === "twitter"
        ? null
        : generateAudience(rng, platform, country.code, femaleBase, (primary?.youth ?? 0) + rng.normal(0, 0.35)),
    source: "seed",
  };
}
