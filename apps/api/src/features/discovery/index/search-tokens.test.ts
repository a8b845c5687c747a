import { describe, expect, it } from "vitest";
import { hashText } from "./pg-hashtext.ts";
import { NewTokens, rowTokenHashes, searchTokensOf, searchWordsOf } from "./search-tokens.ts";

const taken = (tokens: NewTokens) => new TextDecoder().decode(tokens.take()).split("\n").filter(Boolean);

/** Feeds a text's tokens to `tokens` as the encoder does (copy-lines.ts). */
const feed = (tokens: NewTokens, text: string) => {
  const bytes = Buffer.from(text, "utf8");
  rowTokenHashes(bytes, 0, bytes.length, tokens.add);
};

/** Two different words with one hashtext(), found by a birthday search over short words. */
function collidingPair(): [string, string] {
  const seen = new Map<number, string>();
  for (let i = 0; ; i += 1) {
    const word = `w${i.toString(36)}`;
    const hash = hashText(word);
    const other = seen.get(hash);
    if (other !== undefined) return [other, word];
    seen.set(hash, word);
  }
}

describe("search tokens", () => {
  it("splits at ASCII non-alphanumerics, keeps Arabic and emoji, and hashes each distinct token once, ascending", () => {
    const text = "sara.k_99 سارة سارة 🎉party|sara";
    expect(searchWordsOf(text)).toEqual(["sara", "k", "99", "سارة", "🎉party"]);
    expect(searchTokensOf(text)).toEqual(
      searchWordsOf(text)
        .map(hashText)
        .sort((a, b) => a - b),
    );
    expect(searchTokensOf("  . ")).toEqual([]);
  });

  it("queues each new token once per table, and both of two tokens with one hash", () => {
    const [a, b] = collidingPair();
    expect(hashText(a)).toBe(hashText(b));
    const tokens = new NewTokens();
    feed(tokens, `${a} x ${a}`);
    expect(taken(tokens)).toEqual([a, "x"]);
    feed(tokens, `${b} x ${a} y`);
    expect(taken(tokens)).toEqual([b, "y"]);
    expect(taken(tokens)).toEqual([]);
    // The row holds one hash for both, and the vocabulary both words.
    expect(searchTokensOf(`${a} ${b}`)).toEqual([hashText(a)]);
  });

  it("starts afresh past its limit, losing no token not yet taken", () => {
    const tokens = new NewTokens(3, 4);
    feed(tokens, "one two three four five");
    feed(tokens, "one six");
    const words = taken(tokens);
    expect(new Set(words)).toEqual(new Set(["one", "two", "three", "four", "five", "six"]));
    // Past the limit a token may come again (the vocabulary allows repeats), never go missing.
    expect(words.length).toBeLessThanOrEqual(7);
  });
});
