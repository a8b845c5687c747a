import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TextColumnBuilder, TextMatcher } from "./text-column.ts";

// Few letters, Arabic among them, so needles often match, partly match and straddle row ends.
const letter = fc.constantFrom("a", "b", "h", " ", "س", "ف", "ر", "ي");
const text = fc.array(letter, { maxLength: 12 }).map((l) => l.join(""));
const needle = fc.array(letter, { minLength: 1, maxLength: 9 }).map((l) => l.join(""));

describe("TextMatcher", () => {
  it("finds exactly the rows whose text holds the needle (LIKE '%needle%'), across segment ends", () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 60 }), needle, fc.integer({ min: 1, max: 40 }), (rows, search, segmentBytes) => {
        const builder = new TextColumnBuilder(4, segmentBytes);
        for (const row of rows) {
          const bytes = Buffer.from(row, "utf8");
          builder.add(bytes, 0, bytes.length);
        }
        const column = builder.build();
        const bytes = Buffer.from(search, "utf8");
        const expected = rows.flatMap((row, r) => (row.includes(search) ? [r] : []));
        // Row by row (a filter after other conditions)…
        const asked = new TextMatcher(column, bytes);
        expect(rows.flatMap((_, r) => (asked.contains(r) ? [r] : []))).toEqual(expected);
        // …and jumping from hit to hit (the needle drives the count).
        const jumping = new TextMatcher(column, bytes);
        const found: number[] = [];
        for (let r = jumping.nextRow(0, rows.length); r < rows.length; r = jumping.nextRow(r + 1, rows.length)) found.push(r);
        expect(found).toEqual(expected);
        // Every other row only: the matcher skips rows it is not asked about.
        const sparse = new TextMatcher(column, bytes);
        const odd = rows.flatMap((_, r) => (r % 2 === 1 && sparse.contains(r) ? [r] : []));
        expect(odd).toEqual(expected.filter((r) => r % 2 === 1));
      }),
      { numRuns: 500 },
    );
  });
});
