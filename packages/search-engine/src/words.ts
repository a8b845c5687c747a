/**
 * Where text splits into words (tokens): a token is a run of bytes between separators — ASCII bytes
 * other than letters and digits (space, ".", "_", "@", "|" …); Arabic letters and emoji are token
 * bytes. The copy's token index (token-index.ts) splits by it, and so do the app's search tokens and
 * PostgreSQL's `search_words_of()`: one split everywhere, or a word found one way is missed the other.
 */

/** SEPARATOR[b] is 1 for the bytes between tokens. */
export const SEPARATOR = new Uint8Array(256);
for (let b = 0; b < 0x80; b += 1) {
  const letterOrDigit = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);
  if (!letterOrDigit) SEPARATOR[b] = 1;
}
