import zlib from "node:zlib";
import type { TSearchResponse } from "@radar/contract/search";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerBytes, keptAnswer, resultsBytes } from "./answer-bytes.ts";

/** Any JSON in the answer's frame: the writer must not care what a result holds. */
const text = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.constantFrom("محمد العتيبي — الرياض", "😀 emoji", "\ud800 lone", "x\udc00", 'quote " and \\ slash', "\u2028\u2029"),
);
const result = fc.record({ basic: fc.record({ title: text, description: text }), extra: fc.jsonValue() });
const answer = fc.record({
  results: fc.record({
    search_results: fc.array(result, { maxLength: 60 }),
    filters: fc.record({ total_results: fc.nat() }),
    total_pages: fc.nat(),
  }),
  credits_remaining: fc.integer(),
});

describe("answerBytes", () => {
  it("writes exactly the bytes of Buffer.from(JSON.stringify(answer)), for any text (Arabic, emoji, lone surrogates)", () => {
    fc.assert(
      fc.property(answer, (value) => {
        const typed = value as unknown as TSearchResponse;
        expect(answerBytes(typed).equals(Buffer.from(JSON.stringify(typed)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("writes the same bytes when the results' JSON was made before (a kept page), and makes it once", () => {
    fc.assert(
      fc.property(answer, (value) => {
        const typed = value as unknown as TSearchResponse;
        const made = resultsBytes(typed.results.search_results);
        expect(resultsBytes(typed.results.search_results)).toBe(made);
        expect(answerBytes(typed).equals(Buffer.from(JSON.stringify(typed)))).toBe(true);
        // The kept bytes are what is written: a page kept once is not serialised again.
        if (typed.results.search_results.length > 0) {
          made.fill(0x20);
          expect(answerBytes(typed).toString("utf8")).toContain('"search_results":[ ');
        }
      }),
      { numRuns: 200 },
    );
  });

  it("grows its buffer for an answer larger than the last, and never returns a view of it", () => {
    const big = {
      results: { search_results: [{ bio: "ب".repeat(400_000) }], filters: { total_results: 1 }, total_pages: 1 },
      credits_remaining: 3,
    };
    const first = answerBytes(big as unknown as TSearchResponse);
    const second = answerBytes({ ...big, credits_remaining: 4 } as unknown as TSearchResponse);
    expect(JSON.parse(first.toString("utf8"))).toEqual(big);
    expect(first.equals(Buffer.from(JSON.stringify(big)))).toBe(true);
    expect(second.buffer).not.toBe(first.buffer);
  });
});

describe("keptAnswer", () => {
  const page = (credits: number, results = [{ basic: { title: "سارة", description: "travel ✈" } }]) =>
    ({
      results: { search_results: results, filters: { total_results: 120 }, total_pages: 3 },
      credits_remaining: credits,
    }) as unknown as TSearchResponse;

  it("is null for results that are not a kept page (the hook compresses those)", () => {
    expect(keptAnswer(page(5))).toBeNull();
  });

  it("compresses a kept page's answer once per frame, and decodes to exactly its JSON", () => {
    const kept = page(5).results.search_results;
    resultsBytes(kept);
    const first = { ...page(5), results: { ...page(5).results, search_results: kept } };
    const compressed = keptAnswer(first);
    expect(compressed).not.toBeNull();
    expect(zlib.brotliDecompressSync(compressed as Buffer).equals(Buffer.from(JSON.stringify(first)))).toBe(true);
    // The same page with the same total and balance: the same bytes, not compressed again.
    expect(keptAnswer({ ...first })).toBe(compressed);
    // Another balance (the first search of these filters was charged): a new answer.
    const charged = { ...first, credits_remaining: 4 };
    const other = keptAnswer(charged);
    expect(other).not.toBe(compressed);
    expect(JSON.parse(zlib.brotliDecompressSync(other as Buffer).toString("utf8"))).toEqual(charged);
  });
});
