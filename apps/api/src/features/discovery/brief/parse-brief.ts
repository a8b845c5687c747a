import type { TBriefAnswer, TBriefUnderstood } from "@radar/contract/brief";
import { INT32_MAX } from "@radar/contract/constants";
import { AGE_GROUPS, SIZE_PRESETS, type TAgeGroup, type TSearchRequest } from "@radar/contract/search";
import { cityNames, gazetteer } from "../geo/gazetteer.ts";
import { categoryById } from "../taxonomy.ts";
import * as L from "./lexicon.ts";
import { arabicVariants, keyOf, type Token, tokenize } from "./tokenize.ts";

type Kind =
  | { kind: "platform"; value: string }
  | { kind: "unsupported"; value: string }
  | { kind: "creator" }
  | { kind: "female" }
  | { kind: "male" }
  | { kind: "audience" }
  | { kind: "based" }
  | { kind: "audFemale" }
  | { kind: "audMale" }
  | { kind: "verified" }
  | { kind: "contacts" }
  | { kind: "engagement" }
  | { kind: "high" }
  | { kind: "language"; value: string }
  | { kind: "size"; value: string }
  | { kind: "age"; value: TAgeGroup }
  | { kind: "ageIntro" }
  | { kind: "followers" }
  | { kind: "views" }
  | { kind: "more" }
  | { kind: "less" }
  | { kind: "between" }
  | { kind: "from" }
  | { kind: "to" }
  | { kind: "multiplier"; value: number }
  | { kind: "numberWord"; value: number }
  | { kind: "years" }
  | { kind: "country"; value: string[]; female?: boolean }
  | { kind: "city"; value: number }
  | { kind: "category"; value: number }
  | { kind: "filler" };

type KindName = Kind["kind"];

interface Lexicon {
  entries: Map<string, Kind[]>;
  longest: number;
  /** Single-word keys by first letter, for typo matching. */
  fuzzy: Map<string, string[]>;
}

let lexicon: Lexicon | undefined;

function buildLexicon(): Lexicon {
  const entries = new Map<string, Kind[]>();
  const add = (phrase: string, kind: Kind) => {
    const key = keyOf(phrase);
    if (!key) return;
    const list = entries.get(key) ?? [];
    if (!list.some((k) => JSON.stringify(k) === JSON.stringify(kind))) list.push(kind);
    entries.set(key, list);
  };
  const has = (phrase: string) => entries.has(keyOf(phrase));
  const addAll = (words: readonly string[], kind: Kind) => {
    for (const w of words) add(w, kind);
  };
  for (const [value, words] of Object.entries(L.PLATFORM_WORDS)) addAll(words, { kind: "platform", value });
  for (const [value, words] of Object.entries(L.UNSUPPORTED_PLATFORM_WORDS)) addAll(words, { kind: "unsupported", value });
  addAll(L.CREATOR_WORDS, { kind: "creator" });
  addAll(L.FEMALE_CREATOR_WORDS, { kind: "female" });
  addAll(L.MALE_CREATOR_WORDS, { kind: "male" });
  addAll(L.AUDIENCE_WORDS, { kind: "audience" });
  addAll(L.BASED_WORDS, { kind: "based" });
  addAll(L.AUDIENCE_FEMALE_WORDS, { kind: "audFemale" });
  addAll(L.AUDIENCE_MALE_WORDS, { kind: "audMale" });
  addAll(L.VERIFIED_WORDS, { kind: "verified" });
  addAll(L.CONTACT_WORDS, { kind: "contacts" });
  addAll(L.ENGAGEMENT_WORDS, { kind: "engagement" });
  addAll(L.HIGH_WORDS, { kind: "high" });
  for (const [value, words] of Object.entries(L.LANGUAGE_WORDS)) addAll(words, { kind: "language", value });
  for (const [value, words] of Object.entries(L.SIZE_WORDS)) addAll(words, { kind: "size", value });
  for (const [value, words] of Object.entries(L.AGE_WORDS)) {
    const group = AGE_GROUPS.find((g) => g === value);
    if (group) addAll(words, { kind: "age", value: group });
  }
  addAll(L.AGE_INTRO_WORDS, { kind: "ageIntro" });
  addAll(L.FOLLOWER_WORDS, { kind: "followers" });
  addAll(L.VIEWS_WORDS, { kind: "views" });
  addAll(L.MORE_THAN_WORDS, { kind: "more" });
  addAll(L.LESS_THAN_WORDS, { kind: "less" });
  addAll(L.BETWEEN_WORDS, { kind: "between" });
  addAll(L.FROM_WORDS, { kind: "from" });
  addAll(L.TO_WORDS, { kind: "to" });
  addAll(["years", "years old", "yo", "y/o", "سنه", "سنوات", "عام", "سنين"], { kind: "years" });
  for (const [word, value] of Object.entries(L.MULTIPLIER_WORDS)) add(word, { kind: "multiplier", value });
  for (const [word, value] of Object.entries(L.NUMBER_WORDS)) add(word, { kind: "numberWord", value });
  addAll(L.GCC_WORDS, { kind: "country", value: [...L.GCC] });
  for (const w of ["خليجيات"]) add(w, { kind: "country", value: [...L.GCC], female: true });

  for (const [code, names] of Object.entries(L.DEMONYMS)) {
    addAll(names.en, { kind: "country", value: [code] });
    for (const stem of names.ar) {
      add(stem, { kind: "country", value: [code] });
      if (!stem.endsWith("ي")) continue;
      for (const suffix of ["ه", "ين", "ون", "يين"]) add(stem + suffix, { kind: "country", value: [code] });
      add(`${stem}ات`, { kind: "country", value: [code], female: true });
    }
  }
  const geo = gazetteer();
  for (const country of geo.countries) {
    for (const key of country.keys) {
      // Latin keys of three letters or fewer are mostly codes that are also words ("us", "in", "can").
      if ((key.length <= 3 && /^[a-z. ]+$/.test(key)) || key.length < 2 || has(key)) continue;
      add(key, { kind: "country", value: [country.code] });
      if (key.startsWith("ال")) add(key.slice(2), { kind: "country", value: [country.code] });
    }
  }
  const stop = new Set(L.CITY_STOP_KEYS.map(keyOf));
  const gulf = new Set<string>(L.GCC);
  for (const [id, aliases] of Object.entries(L.CITY_ALIASES)) addAll(aliases, { kind: "city", value: Number(id) });
  for (const city of geo.cities) {
    if (!(city.nameAr || (gulf.has(city.countryCode) && city.population >= 50_000))) continue;
    for (const key of city.keys) {
      const k = keyOf(key);
      if (k.length <= 2 || stop.has(k) || entries.get(k)?.some((e) => e.kind !== "city")) continue;
      if (entries.get(k)?.some((e) => e.kind === "city")) continue;
      add(k, { kind: "city", value: city.id });
      if (k.startsWith("ال") && !has(k.slice(2))) add(k.slice(2), { kind: "city", value: city.id });
    }
  }
  for (const [id, words] of Object.entries(L.CATEGORY_SYNONYMS)) addAll(words, { kind: "category", value: Number(id) });
  for (const category of categoryById.values()) {
    add(category.title, { kind: "category", value: category.id });
    add(category.title_ar, { kind: "category", value: category.id });
  }
  // Filler last, and only for words nothing else claims.
  for (const word of L.FILLER_WORDS) if (!has(word)) add(word, { kind: "filler" });

  let longest = 1;
  const fuzzy = new Map<string, string[]>();
  for (const [key, kinds] of entries) {
    const words = key.split(" ");
    longest = Math.max(longest, words.length);
    if (words.length === 1 && key.length >= 4 && kinds.some((k) => k.kind !== "filler")) {
      const bucket = fuzzy.get(key[0] ?? "") ?? [];
      bucket.push(key);
      fuzzy.set(key[0] ?? "", bucket);
    }
  }
  return { entries, longest, fuzzy };
}

function getLexicon(): Lexicon {
  lexicon ??= buildLexicon();
  return lexicon;
}

/** Levenshtein distance with transpositions, giving up beyond `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i]);
  for (let j = 1; j <= b.length; j += 1) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] ?? max + 1;
}

interface Item {
  kinds: Kind[];
  /** Token indexes [first, last]. */
  first: number;
  last: number;
  number?: number;
  used: boolean;
}

function match(tokens: Token[]): Item[] {
  const lex = getLexicon();
  const items: Item[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    if (token.number !== null) {
      items.push({ kinds: [], first: i, last: i, number: token.number, used: false });
      i += 1;
      continue;
    }
    let found: Item | null = null;
    for (let length = Math.min(lex.longest, tokens.length - i); length >= 1 && !found; length -= 1) {
      const rest = tokens
        .slice(i + 1, i + length)
        .map((t) => t.norm)
        .join(" ");
      for (const variant of arabicVariants(token.norm)) {
        const kinds = lex.entries.get(rest ? `${variant} ${rest}` : variant);
        if (kinds) {
          found = { kinds, first: i, last: i + length - 1, used: false };
          break;
        }
      }
    }
    // "x" is a platform only as "on X" / "على X": alone it is too common a letter.
    if (!found && token.norm === "x" && /^(on|في|على)$/.test(tokens[i - 1]?.norm ?? "")) {
      found = { kinds: [{ kind: "platform", value: "twitter" }], first: i, last: i, used: false };
    }
    if (!found && token.norm.length >= 5 && /^\p{L}+$/u.test(token.norm)) {
      const max = token.norm.length >= 9 ? 2 : 1;
      let bestKey: string | null = null;
      let bestDistance = max + 1;
      for (const variant of arabicVariants(token.norm).slice(0, 3)) {
        for (const key of lex.fuzzy.get(variant[0] ?? "") ?? []) {
          const d = editDistance(variant, key, max);
          if (d < bestDistance) {
            bestDistance = d;
            bestKey = key;
          }
        }
      }
      const kinds = bestKey ? lex.entries.get(bestKey) : undefined;
      if (kinds) found = { kinds, first: i, last: i, used: false };
    }
    if (found) {
      items.push(found);
      i = found.last + 1;
    } else {
      items.push({ kinds: [], first: i, last: i, used: false });
      i += 1;
    }
  }
  return items;
}

const kindOf = <K extends KindName>(item: Item | undefined, name: K): Extract<Kind, { kind: K }> | undefined =>
  item?.kinds.find((k): k is Extract<Kind, { kind: K }> => k.kind === name);
const is = (item: Item | undefined, name: KindName) => kindOf(item, name) !== undefined;

interface NumberRead {
  value: number;
  /** Whether a multiplier (k, ألف, million) was written. */
  scaled: boolean;
  /** The multiplier written after the digits (1 when none). */
  multiplier: number;
  percent: boolean;
  next: number;
}

/** A number at items[at]: digits with their multiplier and percent sign, or a number word. */
function readNumberAt(items: Item[], tokens: Token[], at: number): NumberRead | null {
  const item = items[at];
  if (!item) return null;
  const word = kindOf(item, "numberWord");
  if (item.number === undefined) return word ? { value: word.value, scaled: true, multiplier: 1, percent: false, next: at + 1 } : null;
  let value = item.number;
  let next = at + 1;
  let scaled = false;
  let factor = 1;
  const multiplier = kindOf(items[next], "multiplier") ?? kindOf(items[next], "numberWord");
  if (multiplier) {
    value *= multiplier.value;
    factor = multiplier.value;
    scaled = true;
    next += 1;
  }
  let percent = false;
  const after = items[next];
  if (after && after.number === undefined && tokens[after.first]?.norm === "%") {
    percent = true;
    next += 1;
  } else if (after && /^(percent|بالميه|بالمئه|في المئه|بالمية)$/.test(tokens[after.first]?.norm ?? "")) {
    percent = true;
    next += 1;
  }
  return { value, scaled, multiplier: factor, percent, next };
}

const ageGroupsBetween = (from: number, to: number): TAgeGroup[] =>
  AGE_GROUPS.filter((group) => {
    const [lo, hi] = group === "65_plus" ? [65, 200] : group.split("_").map(Number);
    return (hi ?? 0) >= from && (lo ?? 0) <= to;
  });

/** Parses a brief into a search body, what each part was read as, and what was not understood. */
export function parseBrief(text: string): TBriefAnswer {
  const tokens = tokenize(text);
  const items = match(tokens);
  const understood: TBriefUnderstood[] = [];
  const spanOf = (first: number, last: number) => text.slice(tokens[first]?.start ?? 0, tokens[last]?.end ?? 0);
  const note = (first: number, last: number, field: string, value: TBriefUnderstood["value"]) =>
    understood.push({ span: spanOf(first, last), field, value });
  const use = (...list: (Item | undefined)[]) => {
    for (const item of list) if (item) item.used = true;
  };

  let platform: string | undefined;
  const unsupported: string[] = [];
  let followers: { from?: number; to?: number } | undefined;
  let views: { from?: number; to?: number } | undefined;
  let er: { from?: number; to?: number } | undefined;
  let accountGender: "male" | "female" | undefined;
  let audienceGender: "male" | "female" | undefined;
  const accountCountries = new Set<string>();
  const accountCities = new Set<number>();
  const audienceCountries = new Map<string, number | undefined>();
  const audienceCities = new Map<number, number | undefined>();
  const categories = new Set<number>();
  const languages = new Set<string>();
  const ageGroups = new Set<TAgeGroup>();
  let verified = false;
  let contacts = false;
  const sizes: string[] = [];

  // Numbers and ranges first: they claim the comparison words around them.
  for (let at = 0; at < items.length; at += 1) {
    const first = readNumberAt(items, tokens, at);
    if (!first || items[at]?.used) continue;
    let start = at;
    let mode: "more" | "less" | "exact" = "exact";
    let second: NumberRead | null = null;
    const before = items[at - 1];
    const before2 = items[at - 2];
    if (is(before, "between") || is(before, "from")) start = at - 1;
    else if (is(before, "more")) {
      mode = "more";
      start = at - 1;
    } else if (is(before, "less")) {
      mode = "less";
      start = at - 1;
    }
    let end = first.next;
    const link = items[first.next];
    if (is(link, "to") || is(link, "less")) {
      const candidate = readNumberAt(items, tokens, first.next + 1);
      if (candidate) {
        second = candidate;
        end = candidate.next;
      }
    }
    // "بين ١٠٠ ألف ومليون": the "و" is written onto the number word.
    const joined = items[first.next];
    if (!second && kindOf(joined, "numberWord") && /^و/.test(tokens[joined?.first ?? -1]?.norm ?? "")) {
      second = readNumberAt(items, tokens, first.next);
      end = second?.next ?? end;
    }
    if (!second && tokens[items[first.next]?.first ?? -1]?.norm === "+") {
      mode = "more";
      end = first.next + 1;
    }
    let from = first.value;
    const to = second?.value;
    // "بين ٥٠ و١٠٠ ألف", "10 to 50k": the multiplier written once stands for both ends.
    if (second && !first.scaled && second.multiplier > 1) {
      const scaledFrom = first.value * second.multiplier;
      from = scaledFrom <= second.value ? scaledFrom : first.value * (second.multiplier / 1_000);
    }
    const percent = first.percent || (second?.percent ?? false);
    const after = items[end];
    const ageContext =
      is(before, "ageIntro") ||
      is(before2, "ageIntro") ||
      is(items[start - 1], "ageIntro") ||
      is(after, "years") ||
      is(before, "age") ||
      (is(before, "audience") && !first.scaled && !(second?.scaled ?? false));
    const lo = second ? Math.min(from, to ?? from) : from;
    const hi = second ? Math.max(from, to ?? from) : from;
    const range = second ? { from: lo, to: hi } : mode === "less" ? { to: from } : { from };
    const covered: Item[] = items.slice(start, end);
    if (ageContext && !percent && hi <= 100) {
      const groups = second
        ? ageGroupsBetween(lo, hi)
        : mode === "less"
          ? ageGroupsBetween(13, from)
          : ageGroupsBetween(from, mode === "more" ? 200 : from);
      for (const g of groups) ageGroups.add(g);
      if (is(after, "years")) covered.push(after as Item);
      use(...covered);
      note(items[start]?.first ?? 0, covered[covered.length - 1]?.last ?? 0, "audience_age", groups.join(","));
      continue;
    }
    if (percent) {
      // "70% Saudi audience": a share of the audience.
      const target = kindOf(after, "country");
      if (target && (target.value.length === 1 || is(items[end + 1], "audience"))) {
        for (const code of target.value) audienceCountries.set(code, Math.round(Math.min(100, Math.max(0, from))));
        use(...covered, after, is(items[end + 1], "audience") ? items[end + 1] : undefined);
        note(items[start]?.first ?? 0, (after as Item).last, "audience_geo", target.value.map((c) => `${c}:${Math.round(from)}`).join(","));
        continue;
      }
      const genderAfter =
        is(after, "female") || is(after, "audFemale") ? "female" : is(after, "male") || is(after, "audMale") ? "male" : null;
      if (genderAfter) {
        audienceGender = genderAfter;
        use(...covered, after);
        note(items[start]?.first ?? 0, (after as Item).last, "audience_gender", genderAfter);
        continue;
      }
      er = { ...er, ...range };
      const engagementAround = [after, before, before2, items[start - 1]].find((x) => is(x, "engagement"));
      use(...covered, engagementAround);
      const firstToken = Math.min(items[start]?.first ?? 0, engagementAround?.first ?? Number.POSITIVE_INFINITY);
      note(firstToken, Math.max(covered[covered.length - 1]?.last ?? 0, engagementAround?.last ?? 0), "er", JSON.stringify(range));
      continue;
    }
    if (hi < 100 && !first.scaled && !(second?.scaled ?? false)) continue;
    const isViews = is(after, "views") || is(items[end + 1], "views");
    if (is(after, "followers") || isViews) covered.push(after as Item);
    if (isViews && !is(after, "views")) covered.push(items[end + 1] as Item);
    if (isViews) views = { ...views, ...range };
    else followers = { ...followers, ...range };
    use(...covered);
    note(
      items[start]?.first ?? 0,
      covered[covered.length - 1]?.last ?? 0,
      isViews ? "views_avg" : "subscribers_count",
      JSON.stringify(range),
    );
  }

  // Which places and genders are the audience's: after an audience word (until something else comes),
  // or right before one ("Saudi audience").
  const audienceRole = new Set<Item>();
  const geoLike = (item: Item) =>
    ["country", "city", "female", "male", "audFemale", "audMale", "age", "to", "filler", "audience"].some((k) => is(item, k as KindName));
  const meaningful = items.filter((item) => !(item.kinds.length === 1 && is(item, "filler")));
  for (let k = 0; k < meaningful.length; k += 1) {
    const item = meaningful[k] as Item;
    if (!is(item, "audience")) continue;
    // Only the word right before ("Saudi audience"), not one a filler apart ("Dubai with audience").
    const previous = items[items.indexOf(item) - 1];
    let consumedBackwards = false;
    // English puts the audience word after its places ("Saudi audience"), Arabic before ("جمهور سعودي").
    const postfix = /^[a-z]/.test(tokens[item.first]?.norm ?? "");
    if (
      postfix &&
      previous &&
      (is(previous, "country") ||
        is(previous, "city") ||
        is(previous, "female") ||
        is(previous, "male") ||
        is(previous, "audFemale") ||
        is(previous, "audMale"))
    ) {
      audienceRole.add(previous);
      consumedBackwards = true;
      // "Saudi and Kuwaiti audience"
      const back = items.indexOf(item) - 2;
      for (let b = back; is(items[b], "to") && is(items[b - 1], "country"); b -= 2) audienceRole.add(items[b - 1] as Item);
    }
    if (consumedBackwards && !(is(meaningful[k + 1], "country") || is(meaningful[k + 1], "city"))) continue;
    for (let f = k + 1; f < meaningful.length; f += 1) {
      const next = meaningful[f] as Item;
      if (is(next, "based") && !is(next, "from")) break;
      if (next.used || (!geoLike(next) && !is(next, "from"))) break;
      audienceRole.add(next);
    }
  }

  for (let at = 0; at < items.length; at += 1) {
    const item = items[at] as Item;
    if (item.used) continue;
    const audience = audienceRole.has(item);
    const platformKind = kindOf(item, "platform");
    const country = kindOf(item, "country");
    const city = kindOf(item, "city");
    const category = kindOf(item, "category");
    const size = kindOf(item, "size");
    const language = kindOf(item, "language");
    const age = kindOf(item, "age");
    const bad = kindOf(item, "unsupported");
    if (platformKind) {
      platform ??= platformKind.value;
      note(item.first, item.last, "social_network", platformKind.value);
    } else if (bad) {
      unsupported.push(spanOf(item.first, item.last));
      note(item.first, item.last, "unsupported_platform", bad.value);
    } else if (country) {
      for (const code of country.value) {
        if (audience) audienceCountries.set(code, audienceCountries.get(code));
        else accountCountries.add(code);
      }
      note(item.first, item.last, audience ? "audience_geo" : "account_geo", country.value.join(","));
      if (country.female) {
        if (audience) audienceGender = "female";
        else accountGender = "female";
        note(item.first, item.last, audience ? "audience_gender" : "account_gender", "female");
      }
    } else if (city) {
      if (audience) audienceCities.set(city.value, undefined);
      else accountCities.add(city.value);
      note(item.first, item.last, audience ? "audience_geo" : "account_geo", String(city.value));
    } else if (is(item, "audFemale") || is(item, "audMale") || ((is(item, "female") || is(item, "male")) && audience)) {
      audienceGender = is(item, "audFemale") || is(item, "female") ? "female" : "male";
      note(item.first, item.last, "audience_gender", audienceGender);
    } else if (is(item, "female") || is(item, "male")) {
      accountGender = is(item, "female") ? "female" : "male";
      note(item.first, item.last, "account_gender", accountGender);
    } else if (category) {
      categories.add(category.value);
      note(item.first, item.last, "category", String(category.value));
    } else if (size) {
      sizes.push(size.value);
      note(item.first, item.last, "subscribers_count", size.value);
    } else if (language) {
      languages.add(language.value);
      note(item.first, item.last, "account_languages", language.value);
    } else if (age) {
      ageGroups.add(age.value);
      note(item.first, item.last, "audience_age", age.value);
    } else if (is(item, "verified")) {
      verified = true;
      note(item.first, item.last, "verified_only", true);
    } else if (is(item, "contacts")) {
      contacts = true;
      note(item.first, item.last, "account_has_contacts", true);
    } else if (is(item, "engagement")) {
      if (!er) er = { from: L.HIGH_ENGAGEMENT_PRC };
      const high = [items[at - 1], items[at + 1], items[at - 2]].find((x) => is(x, "high") && !x?.used);
      use(high);
      note(Math.min(item.first, high?.first ?? item.first), Math.max(item.last, high?.last ?? item.last), "er", JSON.stringify(er));
    } else if (item.kinds.length > 0) {
      // Words of the request itself (creator nouns, filler, connectors): read, no filter.
    } else {
      continue;
    }
    // A word may mean two things ("mums": female creators and the family category).
    const alsoCategory = kindOf(item, "category");
    if (alsoCategory && !categories.has(alsoCategory.value)) {
      categories.add(alsoCategory.value);
      note(item.first, item.last, "category", String(alsoCategory.value));
    }
    item.used = true;
  }

  // A size tier gives the follower range unless numbers did.
  if (!followers && sizes.length > 0) {
    const presets = SIZE_PRESETS.filter((p) => sizes.includes(p.value));
    const from = Math.min(...presets.map((p) => p.from));
    const to = presets.some((p) => p.to === null) ? undefined : Math.max(...presets.map((p) => p.to ?? 0));
    followers = to === undefined ? { from } : { from, to };
  }

  const notUnderstood: string[] = [];
  let runStart = -1;
  let runEnd = -1;
  const flush = () => {
    if (runStart >= 0) notUnderstood.push(spanOf(runStart, runEnd));
    runStart = -1;
  };
  for (const item of items) {
    const unread =
      !item.used &&
      (item.kinds.length === 0 || item.number !== undefined) &&
      !/^[%+\-–—~&/,،.;:!?؟؛]$/.test(tokens[item.first]?.norm ?? "");
    // Leftover comparison and unit words carry no filter on their own: they are not worth showing.
    const leftover = !item.used && item.kinds.length > 0;
    if (unread) {
      if (runStart < 0) runStart = item.first;
      runEnd = item.last;
    } else if (!leftover || runStart < 0) flush();
  }
  flush();

  const filters: TSearchRequest = {};
  const count = (value: number | undefined) => (value === undefined ? null : Math.min(INT32_MAX, Math.max(0, Math.round(value))));
  const share = (value: number | undefined) => (value === undefined ? null : Math.min(100, Math.max(0, value)));
  if (platform === "instagram" || platform === "tiktok" || platform === "youtube" || platform === "twitter")
    filters.social_network = platform;
  // Two bounds written separately may cross ("over 1M … under 10k"): the body wants them in order.
  const ordered = (from: number | null, to: number | null) =>
    from !== null && to !== null && from > to ? { from: to, to: from } : { from, to };
  if (followers) filters.subscribers_count = ordered(count(followers.from), count(followers.to));
  if (views) filters.views_avg = ordered(count(views.from), count(views.to));
  if (er) filters.er = ordered(share(er.from), share(er.to));
  if (accountGender) filters.account_gender = accountGender;
  if (audienceGender) filters.audience_gender = { gender: audienceGender };
  if (accountCountries.size > 0 || accountCities.size > 0) {
    filters.account_geo = {};
    if (accountCountries.size > 0) filters.account_geo.country = [...accountCountries].slice(0, 50);
    if (accountCities.size > 0) filters.account_geo.city = [...accountCities].slice(0, 50);
  }
  if (audienceCountries.size > 0 || audienceCities.size > 0) {
    filters.audience_geo = {};
    if (audienceCountries.size > 0)
      filters.audience_geo.countries = [...audienceCountries].slice(0, 10).map(([id, prc]) => (prc === undefined ? { id } : { id, prc }));
    if (audienceCities.size > 0)
      filters.audience_geo.cities = [...audienceCities].slice(0, 10).map(([id, prc]) => (prc === undefined ? { id } : { id, prc }));
  }
  if (categories.size > 0) filters.category = { include: [...categories].slice(0, 50) };
  if (languages.size > 0) filters.account_languages = [...languages];
  if (ageGroups.size > 0) filters.audience_age = { groups: AGE_GROUPS.filter((g) => ageGroups.has(g)) };
  if (verified) filters.verified_only = true;
  if (contacts) filters.account_has_contacts = true;
  const cities = [...new Set([...accountCities, ...audienceCities.keys()])].map(cityNames);
  return { filters, understood, not_understood: notUnderstood, unsupported, cities };
}

/** Builds the lexicon now rather than on the first brief (about a hundred milliseconds). */
export function warmBriefParser(): void {
  getLexicon();
}
