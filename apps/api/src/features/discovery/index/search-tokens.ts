import { SEPARATOR } from "@radar/search-engine";
import { hashBytes } from "./pg-hashtext.ts";

/**
 * The words of `search_text` as PostgreSQL indexes them (migration 0026): `search_tokens` holds the
 * `hashtext()` of each distinct token of the row, a GIN per platform indexes those, and
 * `search_vocabulary` lists every token once under a trigram index, so a free-text search looks its
 * needle's pieces up among the tokens first and then reads the rows holding them (search-where.ts,
 * search-needle.ts). A row has about 12 tokens against 59 distinct trigrams, which is what made the
 * trigram index of the rows the most expensive build of a bulk load.
 *
 * A token is a run of bytes between separators — ASCII bytes other than letters and digits (space,
 * ".", "_", "@", "|" …); Arabic letters and emoji are token bytes — SEPARATOR of @radar/search-engine,
 * whose token index splits alike. `search_words_of()` in SQL splits alike too, and pg-hashtext.ts
 * reproduces `hashtext()`, so the rows the seed writes from here and the rows SQL writes (the trigger
 * of migration 0026) hold the same tokens.
 */

/**
 * The separators as a regular-expression class, in the syntax of JavaScript and of PostgreSQL alike
 * (text never holds a NUL byte, so the class starts at U+0001, which PostgreSQL's regex accepts).
 */
export const SEPARATOR_CLASS = "[\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f]";

/** Where rowTokenHashes collects: reused row after row (the seed calls it 10 M times). */
const scratch = { hashes: new Int32Array(64), count: 0 };

/**
 * The distinct token hashes of the UTF-8 text `bytes[start, end)`, ascending: the first `count` of
 * `hashes`, valid until the next call. `visit` is told every token, repeats included (NewTokens
 * keeps each once): two tokens with one hash must both reach the vocabulary, where a search finds
 * either by its own text.
 */
export function rowTokenHashes(
  bytes: Uint8Array,
  start: number,
  end: number,
  visit?: (bytes: Uint8Array, start: number, end: number, hash: number) => void,
): { hashes: Int32Array; count: number } {
  scratch.count = 0;
  let from = start;
  for (let i = start; i <= end; i += 1) {
    if (i < end && SEPARATOR[bytes[i] as number] === 0) continue;
    if (i > from) {
      const hash = hashBytes(bytes, from, i);
      // Kept in ascending order, as SQL's search_tokens_of() returns them, and without repeats.
      let at = scratch.count;
      while (at > 0 && (scratch.hashes[at - 1] as number) > hash) at -= 1;
      if (at === 0 || scratch.hashes[at - 1] !== hash) {
        if (scratch.count === scratch.hashes.length) {
          const grown = new Int32Array(scratch.hashes.length * 2);
          grown.set(scratch.hashes);
          scratch.hashes = grown;
        }
        scratch.hashes.copyWithin(at + 1, at, scratch.count);
        scratch.hashes[at] = hash;
        scratch.count += 1;
      }
      visit?.(bytes, from, i, hash);
    }
    from = i + 1;
  }
  return scratch;
}

/** The distinct token hashes of a text, ascending: what `search_tokens` holds for it. */
export function searchTokensOf(text: string): number[] {
  const bytes = Buffer.from(text, "utf8");
  const { hashes, count } = rowTokenHashes(bytes, 0, bytes.length);
  return Array.from(hashes.subarray(0, count));
}

/** The distinct tokens of a text, as strings (tests, and the needle of a search). */
export function searchWordsOf(text: string): string[] {
  return [...new Set(text.split(new RegExp(`${SEPARATOR_CLASS}+`)).filter((word) => word !== ""))];
}

const NEWLINE = 0x0a;
const EMPTY = 0;

/**
 * The tokens of a bulk load not written yet, as COPY text for `search_vocabulary` (one token a line:
 * a token holds no separator, so no byte of it needs escaping). An open-addressing table over the
 * tokens' hashes, compared byte for byte, so two tokens with one hash are both written. Each
 * generator thread keeps its own, so a token both threads meet is written twice: the vocabulary may
 * hold a token more than once, which only repeats a hash in a search's list (search-needle.ts). Past
 * `limit` tokens the table starts afresh (more repeats, bounded memory).
 */
export class NewTokens {
  /** Every token written, each followed by a newline: the COPY text, and what lookups compare with. */
  private store: Uint8Array;
  private used = 0;
  /** The part of `store` not taken yet. */
  private taken = 0;
  /** Slot s: table[2s] = hash, table[2s + 1] = offset of the token in `store` + 1 (EMPTY: free). */
  private table: Int32Array;
  private tokens = 0;

  constructor(
    private readonly limit = 1 << 23,
    capacity = 1 << 16,
  ) {
    let slots = 1 << 10;
    while (slots < 2 * capacity) slots *= 2;
    this.table = new Int32Array(2 * slots);
    this.store = new Uint8Array(Math.max(1024, capacity * 8));
  }

  /** Notes the token `bytes[start, end)` with its hash; a token new to this table is queued for the next take(). */
  readonly add = (bytes: Uint8Array, start: number, end: number, hash: number): void => {
    const mask = this.table.length / 2 - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const offset = this.table[2 * slot + 1] as number;
      if (offset === EMPTY) break;
      if (this.table[2 * slot] === hash && this.holds(offset - 1, bytes, start, length)) return;
    }
    if (this.tokens >= this.limit) this.reset();
    if (this.used + length + 1 > this.store.length) this.growStore(length + 1);
    const at = this.used;
    this.store.set(bytes.subarray(start, end), at);
    this.store[at + length] = NEWLINE;
    this.used += length + 1;
    this.tokens += 1;
    if (2 * this.tokens > this.table.length / 2) this.growTable();
    this.insert(hash, at);
  };

  /** The COPY text of the tokens added since the last take, on a buffer of its own. */
  take(): Uint8Array<ArrayBuffer> {
    const taken = this.store.slice(this.taken, this.used);
    this.taken = this.used;
    return taken;
  }

  private holds(offset: number, bytes: Uint8Array, start: number, length: number): boolean {
    if (this.store[offset + length] !== NEWLINE) return false;
    for (let k = 0; k < length; k += 1) if (this.store[offset + k] !== bytes[start + k]) return false;
    return true;
  }

  private insert(hash: number, offset: number): void {
    const mask = this.table.length / 2 - 1;
    let slot = hash & mask;
    while (this.table[2 * slot + 1] !== EMPTY) slot = (slot + 1) & mask;
    this.table[2 * slot] = hash;
    this.table[2 * slot + 1] = offset + 1;
  }

  private growTable(): void {
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    for (let s = 0; s < old.length; s += 2) if (old[s + 1] !== EMPTY) this.insert(old[s] as number, (old[s + 1] as number) - 1);
  }

  private growStore(atLeast: number): void {
    const grown = new Uint8Array(Math.max(this.store.length * 2, this.used + atLeast));
    grown.set(this.store.subarray(0, this.used));
    this.store = grown;
  }

  /** Forgets every token (after queuing what was not taken): the table and store start small again. */
  private reset(): void {
    const pending = this.store.slice(this.taken, this.used);
    this.store = new Uint8Array(Math.max(1024, pending.length * 2));
    this.store.set(pending);
    this.used = pending.length;
    this.taken = 0;
    this.table = new Int32Array(this.table.length);
    this.tokens = 0;
  }
}
