import { describe, expect, it } from "vitest";
import { findRow, orderByKey, type PlatformBlock } from "./platform-block.ts";

describe("the id order of a block", () => {
  it("orders rows by the unsigned low word and finds every id, including shared low words and negative halves", () => {
    const lows = [7, -1, 0, 7, -2_147_483_648, 2_147_483_647, 65_536, 7, 1];
    const highs = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const idLow = Int32Array.from(lows);
    const idOrder = orderByKey(idLow);
    const ordered = [...idOrder].map((row) => (idLow[row] as number) >>> 0);
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
    expect(new Set(idOrder).size).toBe(lows.length);

    const block = { idLow, idHigh: Int32Array.from(highs), idOrder } as unknown as PlatformBlock;
    lows.forEach((low, row) => {
      expect(findRow(block, highs[row] as number, low)).toBe(row);
    });
    expect(findRow(block, 99, 7)).toBe(-1);
    expect(findRow(block, 1, 8)).toBe(-1);
  });
});
