import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatCurrency } from "@/lib/format";
import { i18n, resources } from "@/lib/i18n";

/**
 * Issue 14 item 9, over the locale files and the code that uses them: every count shown has its
 * plural forms (English one/other, Arabic zero/one/two/few/many/other), Arabic says باقة for a plan
 * and keeps its two credit words apart (نقاط counted, الرصيد the balance), English shows SAR.
 */

type Namespace = keyof typeof resources.en;
type Tree = { [key: string]: unknown };

const SRC = path.resolve(import.meta.dirname, "..");
const EN_FORMS = ["one", "other"];
const AR_FORMS = ["zero", "one", "two", "few", "many", "other"];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: unknown, prefix = ""): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries((tree ?? {}) as Tree)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") for (const [k, v] of flatten(value, keyPath)) result.set(k, v);
    else result.set(keyPath, String(value));
  }
  return result;
}

const namespaces = Object.keys(resources.en) as Namespace[];
const strings = {
  en: new Map(namespaces.map((namespace) => [namespace, flatten(resources.en[namespace])])),
  ar: new Map(namespaces.map((namespace) => [namespace, flatten(resources.ar[namespace])])),
};

function hasForms(language: "en" | "ar", namespace: Namespace, key: string): boolean {
  const table = strings[language].get(namespace);
  const forms = language === "en" ? EN_FORMS : AR_FORMS;
  return !!table && !table.has(key) && forms.every((form) => table.has(`${key}_${form}`));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * The top level of the object literal that starts at `open` (a `{`): what nested objects and calls
 * hold is left out, so `{ unit: t(key, { count }) }` is not itself a count.
 */
function objectAt(text: string, open: number): string {
  let depth = 0;
  let top = "";
  for (let index = open; index < text.length; index++) {
    const char = text[index] as string;
    if (char === "{" || char === "(") depth++;
    if (depth === 1) top += char;
    if ((char === "}" || char === ")") && --depth === 0) return top;
  }
  return top;
}

type CountUse = { file: string; key: string; namespaces: Namespace[] };

/** Every `t("key", { …count… })` in the app, with the namespaces its file asks useTranslation for. */
function countUses(): CountUse[] {
  const uses: CountUse[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, "utf8");
    const declared = [...text.matchAll(/useTranslation\(\s*"(\w+)"/g)].map((match) => match[1] as Namespace);
    for (const match of text.matchAll(/\b(?:t|tr)\(\s*(["`])([^"`]+)\1\s*,\s*\{/g)) {
      const options = objectAt(text, (match.index ?? 0) + match[0].length - 1);
      if (!/\bcount\s*:/.test(options) && !/[{,]\s*count\s*[,}]/.test(options)) continue;
      const [prefix, rest] = (match[2] as string).includes(":") ? (match[2] as string).split(":") : [null, match[2] as string];
      uses.push({
        file: path.relative(SRC, file),
        key: rest as string,
        namespaces: prefix ? [prefix as Namespace] : declared.length > 0 ? declared : ["common"],
      });
    }
  }
  return uses;
}

/** Keys a use names: itself, or every key a template literal such as `sources.units.${unit}` can be. */
function keysOf(use: CountUse, namespace: Namespace): string[] {
  if (!use.key.includes("${")) return [use.key];
  const pattern = new RegExp(`^${use.key.replace(/\./g, "\\.").replace(/\$\{[^}]+\}/g, "[^.]+")}$`);
  return [...new Set([...(strings.en.get(namespace)?.keys() ?? [])].map((key) => key.replace(PLURAL_SUFFIX, "")))].filter((key) =>
    pattern.test(key),
  );
}

describe("plural forms", () => {
  const uses = countUses();

  it("finds the app's counts (so the checks below are not vacuous)", () => {
    expect(uses.length).toBeGreaterThanOrEqual(25);
  });

  it("gives every key shown with a count English one/other and the six Arabic forms", () => {
    const missing = uses
      .filter(
        (use) =>
          !use.namespaces.some((namespace) => {
            const keys = keysOf(use, namespace);
            return keys.length > 0 && keys.every((key) => hasForms("en", namespace, key) && hasForms("ar", namespace, key));
          }),
      )
      .map((use) => `${use.file}: ${use.namespaces.join("|")}:${use.key}`);
    expect(missing).toEqual([]);
  });

  it("has no English 'number + noun' sentence without plural forms", () => {
    const counted = /\{\{\w+\}\}\s+(?:\w+\s+)?(credits?|influencers?|profiles?|results?|minutes?|pages?|slots?|competitors?)\b/;
    const singular = [...strings.en]
      .flatMap(([namespace, table]) => [...table].map(([key, value]) => ({ key: `${namespace}:${key}`, value })))
      .filter(({ key, value }) => counted.test(value) && !PLURAL_SUFFIX.test(key))
      .map(({ key }) => key);
    expect(singular).toEqual([]);
  });

  it("gives every plural key all its forms in both languages", () => {
    const incomplete: string[] = [];
    for (const namespace of namespaces) {
      for (const language of ["en", "ar"] as const) {
        const bases = new Set(
          [...(strings[language].get(namespace)?.keys() ?? [])]
            .filter((key) => PLURAL_SUFFIX.test(key))
            .map((key) => key.replace(PLURAL_SUFFIX, "")),
        );
        for (const base of bases) {
          if (!hasForms("en", namespace, base) || !hasForms("ar", namespace, base)) incomplete.push(`${namespace}:${base}`);
        }
      }
    }
    expect([...new Set(incomplete)]).toEqual([]);
  });

  it("reads naturally in Arabic for 0, 1, 2, 3, 11 and 100 influencers", async () => {
    const arabic = i18n.cloneInstance({ lng: "ar" });
    await arabic.changeLanguage("ar");
    const found = (count: number) => arabic.t("search:results.count", { count, total: String(count) });
    expect([0, 1, 2, 3, 11, 100].map(found)).toEqual([
      "لم يُعثر على أي مؤثر",
      "تم العثور على مؤثر واحد",
      "تم العثور على مؤثرَين",
      "تم العثور على 3 مؤثرين",
      "تم العثور على 11 مؤثرًا",
      "تم العثور على 100 مؤثر",
    ]);
    const english = i18n.cloneInstance({ lng: "en" });
    await english.changeLanguage("en");
    expect(english.t("search:results.count", { count: 1, total: "1" })).toBe("1 influencer found");
    expect(english.t("search:results.count", { count: 12, total: "12" })).toBe("12 influencers found");
  });
});

describe("Arabic terms", () => {
  const arabic = [...strings.ar].flatMap(([namespace, table]) => [...table].map(([key, value]) => ({ key: `${namespace}:${key}`, value })));

  it("calls a plan باقة, never خطة", () => {
    // A word that starts with خطة/خطط/خطت, after at most a clitic (و ف ب ل) and ال: not يخطط (to plan).
    const plan = /(?<![\u0600-\u06FF])[وفبل]?(?:ال)?خط[ةطت]/;
    expect(arabic.filter(({ value }) => plan.test(value)).map(({ key }) => key)).toEqual([]);
  });

  it("counts credits in نقاط and keeps الرصيد for the balance", () => {
    // أرصدة (balances) for credits, or a number of رصيد, mixes the two words.
    const mixed = arabic.filter(({ value }) => /أرصد|\{\{\w+\}\}\s*رصيد/.test(value)).map(({ key }) => key);
    expect(mixed).toEqual([]);
    const creditCounts = [...strings.en].flatMap(([namespace, table]) =>
      [...table]
        .filter(([key, value]) => key.endsWith("_other") && /\bcredits\b/.test(value))
        .map(([key]) => ({ namespace, base: key.replace(PLURAL_SUFFIX, "") })),
    );
    expect(creditCounts.length).toBeGreaterThan(5);
    for (const { namespace, base } of creditCounts) {
      for (const form of AR_FORMS.filter((form) => form !== "zero")) {
        expect(strings.ar.get(namespace)?.get(`${base}_${form}`), `${namespace}:${base}_${form}`).toMatch(/نقط|نقاط/);
      }
    }
  });
});

describe("English currency", () => {
  it("shows SAR, never the Arabic sign", () => {
    expect(formatCurrency(1500, "en")).toMatch(/^SAR\s1,500\.00$/);
    const english = [...strings.en].flatMap(([namespace, table]) =>
      [...table].map(([key, value]) => ({ key: `${namespace}:${key}`, value })),
    );
    expect(english.filter(({ value }) => /ر\.س|\bSR\b/.test(value)).map(({ key }) => key)).toEqual([]);
  });
});
