import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asciiDigits, licencesInNormalText } from "./licence-text.ts";

/** The parser reads the search index's normal form: lower case, ة → ه, أ/إ/آ → ا (what the database stores). */
const normal = (text: string) => text.toLowerCase().replace(/ة/g, "ه").replace(/[أإآ]/g, "ا").replace(/\s+/g, " ");
const found = (text: string) => licencesInNormalText(normal(text));

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";
const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";
const toScript = (digits: string, script: string) => [...digits].map((d) => script[Number(d)]).join("");

describe("licence numbers in a bio", () => {
  it.each([
    ["موثوق 12345", "12345"],
    ["موثوق: 123456", "123456"],
    ["Mawthooq: 1234567", "1234567"],
    ["MAWTHOOQ #445566", "445566"],
    ["Mawthouq licence no. 998877", "998877"],
    ["رخصة موثوق رقم ١٢٣٤٥", "12345"],
    ["رخصه موثوق رقم: ٤٥٦٧٨٩", "456789"],
    ["مصممة أزياء | موثوق ١٥٠٢٣٣ | للتواصل واتساب", "150233"],
    ["📍Riyadh\nMawthooq license: 778899\nsnap: x", "778899"],
    ["موثوق۱۲۳۴۵۶", "123456"],
    ["mowthooq-2468", "2468"],
  ])("SA: %s → %s", (bio, number) => {
    expect(found(bio)).toEqual([{ country: "SA", number }]);
  });

  it.each([
    ["UAE advertiser permit 54321", "54321"],
    ["Advertiser Permit No: 1122334", "1122334"],
    ["Advertising permit #908070", "908070"],
    ["UAE Media Licence 332211", "332211"],
    ["uae media license: 55443322", "55443322"],
    ["تصريح معلن ٥٤٣٢١", "54321"],
    ["تصريح المعلن رقم 777888", "777888"],
    ["تصريح إعلان 246810", "246810"],
    ["تصريح الإعلان: ١٣٥٧٩", "13579"],
  ])("AE: %s → %s", (bio, number) => {
    expect(found(bio)).toEqual([{ country: "AE", number }]);
  });

  it("both countries in one bio, each its own number", () => {
    expect(found("Mawthooq 111222 | UAE advertiser permit 333444")).toEqual([
      { country: "SA", number: "111222" },
      { country: "AE", number: "333444" },
    ]);
  });

  it.each([
    "",
    "Food lover in Riyadh 🍔 0551234567",
    "حساب موثوق 100%", // "trusted", followed by no licence number
    "موثوق", // the word alone
    "Mawthooq 123", // too short to be a number
    "موثوق 0551234567890", // a phone number, not a licence
    "permit 12345", // "permit" alone says no country
    "licensed by the ministry 12345",
    "موثوق" + "x".repeat(30) + "12345", // too far from the word
  ])("no licence: %s", (bio) => {
    expect(found(bio)).toEqual([]);
  });

  it("only the first number per country counts", () => {
    expect(found("موثوق 11111 / موثوق 22222")).toEqual([{ country: "SA", number: "11111" }]);
  });

  it("asciiDigits turns Arabic-Indic and Persian digits into ASCII and leaves the rest", () => {
    expect(asciiDigits("رقم ٠١٢٣٤٥٦٧٨٩ و ۰۱۲۳۴۵۶۷۸۹ و 42")).toBe("رقم 0123456789 و 0123456789 و 42");
  });

  it("property: any 4–12 digit number is read the same in ASCII, Arabic-Indic and Persian digits, with any filler", () => {
    const digits = fc.stringMatching(/^[0-9]{4,12}$/);
    const script = fc.constantFrom("0123456789", ARABIC_INDIC, PERSIAN);
    const word = fc.constantFrom("موثوق", "mawthooq", "Mawthooq", "رخصة موثوق رقم", "Mawthooq licence no.");
    const filler = fc.constantFrom(" ", ": ", " #", " - ", " رقم ", " no. ");
    const before = fc.constantFrom("", "Riyadh 🇸🇦 ", "مصممة | ", "Chef\n");
    const after = fc.constantFrom("", " ", " | snap", "\nللتواصل", ".");
    fc.assert(
      fc.property(digits, script, word, filler, before, after, (number, s, w, f, b, a) => {
        expect(found(`${b}${w}${f}${toScript(number, s)}${a}`)).toEqual([{ country: "SA", number }]);
      }),
    );
  });

  it("property: a run of 13 or more digits is never a licence number, and text without a keyword has none", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{13,20}$/), (long) => {
        expect(found(`موثوق ${long}`)).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        fc.pre(!/موثوق|maw|mow|mau|permit|licen|تصريح|ترخيص/i.test(text));
        expect(found(text)).toEqual([]);
      }),
    );
  });
});
