import { describe, expect, it } from "vitest";
import { acceptsBrotli } from "./compression.ts";

describe("acceptsBrotli", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br", true],
    ["BR;q=0.5", true],
    ["gzip, br;q=0", false],
    ["*", true],
    ["*;q=0", false],
    ["*, br;q=0", false],
    ["br;q=0, *", false],
    ["gzip, deflate", false],
    ["identity", false],
    ["", false],
  ])("%j → %s", (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });

  it("reads a header sent twice, and its absence", () => {
    expect(acceptsBrotli(["gzip", "br"])).toBe(true);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
