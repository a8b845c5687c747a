import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indexable, markTokenRows, TokenIndexBuilder, tokensHolding } from "./token-index.ts";

// Few letters, separators and Arabic among them: rows repeat tokens, hold runs of separators and empty texts.
const letter = fc.constantFrom("a", "b", "h", "7", " ", " ", "س", "ف", "ر", ".", "@", "📍");
const text = fc.array(letter, { maxLength: 14 }).map((l) => l.join(""));
const needle = fc.array(letter, { minLength: 1, maxLength: 6 }).map((l) => l.join(""));

function indexOf(rows: string[]) {
  const builder = new TokenIndexBuilder();
  for (const row of rows) {
    // The loader hands over the row's bytes inside a larger buffer.
    const bytes = Buffer.concat([Buffer.from("xx "), Buffer.from(row, "utf8"), Buffer.from(" yy")]);
    builder.addRow(bytes, 3, bytes.length - 6);
  }
  const index = builder.build();
  if (!index) throw new Error("no index");
  return index;
}

function rowsOf(bits: Uint32Array, from: number, to: number): number[] {
  const rows: number[] = [];
  for (let r = from; r < to; r += 1) if (((bits[r >>> 5] as number) & (1 << (r & 31))) !== 0) rows.push(r);
  return rows;
}

describe("TokenIndex", () => {
  it("marks exactly the rows whose text holds a needle without separators (LIKE '%needle%'), in any range", () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 70 }), needle, fc.nat(), fc.nat(), (rows, search, a, b) => {
        const bytes = Buffer.from(search, "utf8");
        fc.pre(indexable(bytes));
        const index = indexOf(rows);
        // In one piece, or in two halves of the vocabulary (as the two threads look).
        const whole = tokensHolding(index, bytes, Number.POSITIVE_INFINITY);
        const half = Math.floor(index.vocabulary.starts.length / 2);
        const first = tokensHolding(index, bytes, Number.POSITIVE_INFINITY, 0, half);
        const second = tokensHolding(index, bytes, Number.POSITIVE_INFINITY, half);
        expect(whole).not.toBeNull();
        expect([...(first?.tokens ?? []), ...(second?.tokens ?? [])]).toEqual([...(whole?.tokens ?? [])]);
        const tokens = whole?.tokens;
        const [from, to] = [a % (rows.length + 1), b % (rows.length + 1)].sort((x, y) => x - y) as [number, number];
        const bits = new Uint32Array((rows.length + 31) >>> 5);
        markTokenRows(index, tokens as Uint32Array, bits, from, to);
        const expected = rows.flatMap((row, r) => (r >= from && r < to && row.includes(search) ? [r] : []));
        expect(rowsOf(bits, 0, rows.length)).toEqual(expected);
      }),
      { numRuns: 800 },
    );
  });

  it("stores each distinct token once, each row once in its postings, ascending", () => {
    const index = indexOf(["ahmed food  ahmed", "", "food", "  ", "سفر ahmed.food", "ahmedx"]);
    const token = (word: string) => {
      const found = tokensHolding(index, Buffer.from(word), 100);
      return [...(found?.tokens ?? [])].map((t) => {
        const rows = index.postingRows.subarray(index.postingStarts[t], index.postingStarts[t + 1]);
        return [...rows];
      });
    };
    expect(index.vocabulary.starts.length).toBe(4);
    expect(token("food")).toEqual([[0, 2, 4]]);
    expect(token("ahmed")).toEqual([[0, 4], [5]]);
    expect(token("سفر")).toEqual([[4]]);
    expect(token("zz")).toEqual([]);
  });

  it("gives the row search back a needle whose tokens' postings outnumber the rows, and one holding a separator", () => {
    const index = indexOf(["a ab abc", "ba", "cab"]);
    expect(tokensHolding(index, Buffer.from("a"), 3)).toBeNull();
    expect(tokensHolding(index, Buffer.from("ab"), 3)).toEqual({ tokens: Uint32Array.from([1, 2, 4]), postings: 3 });
    expect(indexable(Buffer.from("a b"))).toBe(false);
    expect(indexable(Buffer.from("ahmed.al"))).toBe(false);
    expect(indexable(Buffer.from("سفر📍7"))).toBe(true);
    expect(indexable(Buffer.from(""))).toBe(false);
  });
});
