import { SOURCE_MSG } from "@radar/contract/sources";
import { MSG } from "@radar/contract/validation-messages";
import { describe, expect, it } from "vitest";
import { resources } from "@/lib/i18n";

type Tree = { [key: string]: unknown };

function flatten(tree: unknown, prefix = ""): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (tree && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree as Tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === "object") for (const [k, v] of flatten(value, path)) result.set(k, v);
      else result.set(path, value);
    }
  }
  return result;
}

// Strings that are the same in both languages on purpose: the brand, an example address, a pattern,
// the data vendors' names, which their Arabic-speaking customers write in Latin letters too, and the
// card schemes' and Apple Pay's marks, shown as their owners print them.
const SAME_IN_BOTH = new Set([
  "common:brand.name",
  "auth:fields.emailPlaceholder",
  "settings:avatar.selected",
  "common:provenance.sources.hypeauditor",
  "common:provenance.sources.modash",
  "admin:sourceSpend.names.hypeauditor",
  "admin:sourceSpend.names.modash",
  "billing:methods.applePay.name",
  "billing:methods.brands.VISA",
  "billing:methods.brands.MASTER",
  "billing:methods.brands.APPLEPAY",
]);
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe("locales", () => {
  const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];

  // A plural key is one key whatever its forms: English has one/other, Arabic six (plurals.test.ts).
  const base = (keys: Iterable<string>) => [...new Set([...keys].map((key) => key.replace(PLURAL_SUFFIX, "")))].sort();

  it.each(namespaces)("%s has the same keys in English and Arabic", (namespace) => {
    const english = base(flatten(resources.en[namespace]).keys());
    const arabic = base(flatten(resources.ar[namespace]).keys());
    expect(arabic).toEqual(english);
  });

  it.each(namespaces)("%s is written in Arabic in the Arabic files", (namespace) => {
    const untranslated = [...flatten(resources.ar[namespace])]
      .filter(([key]) => !SAME_IN_BOTH.has(`${namespace}:${key}`))
      .filter(([, value]) => typeof value !== "string" || !ARABIC_LETTER.test(value))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it("keeps interpolation placeholders in both languages", () => {
    for (const namespace of namespaces) {
      const arabic = flatten(resources.ar[namespace]);
      for (const [key, value] of flatten(resources.en[namespace])) {
        const placeholders = String(value).match(/{{\w+}}/g) ?? [];
        // Arabic's one and two forms say the number in words ("مؤثر واحد"); its other form has every placeholder.
        const twin = arabic.get(key.replace(PLURAL_SUFFIX, "_other"));
        for (const placeholder of placeholders) expect(String(twin), `${namespace}:${key}`).toContain(placeholder);
      }
    }
  });

  it("has an Arabic twin for every validation and data-source message of the contract", () => {
    for (const message of [...Object.values(MSG), ...Object.values(SOURCE_MSG)]) {
      expect(resources.en.messages, message).toHaveProperty([message], message);
      expect(resources.ar.messages, message).toHaveProperty([message]);
    }
  });
});
