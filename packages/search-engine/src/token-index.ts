import { lowerBound, sharedArray, sharedSlice } from "./platform-block.ts";
import { reviveColumn, type TextColumn, TextMatcher, textColumnBytes, textColumnOf } from "./text-column.ts";
import { SEPARATOR } from "./words.ts";

/**
 * The words of a text column, inverted: every distinct token once, and the rows holding it. A token
 * is a run of bytes between separators — ASCII bytes other than letters and digits (space, ".", "_",
 * "@", "|" …); Arabic letters and emoji are token bytes. LIKE '%needle%' with a needle that holds no
 * separator is true of a row exactly when one of the row's tokens holds the needle, so a count looks
 * for the needle in the vocabulary and marks the rows of the tokens it found, instead of searching
 * every row's text. PostgreSQL's search tokens split alike (index/search-tokens.ts). Usernames and
 * e-mail addresses split into their parts ("amal", "nasr", "ff9o"), so the vocabulary is mostly the
 * short parts that are unique to a row: at 1 M profiles 2 MB for instagram, whose text is 42 MB. A needle holding a separator is still searched row by row
 * (conditions.ts).
 */
export interface TokenIndex {
  /** Token t is row t of this column (its bytes, then a NUL), so TextMatcher finds tokens as it finds rows. */
  vocabulary: TextColumn;
  /** The rows holding token t: postingRows[postingStarts[t] … postingStarts[t + 1]), ascending. */
  postingStarts: Uint32Array;
  postingRows: Uint32Array;
}

const EMPTY = 0;
/** The vocabulary is one Buffer addressed by Uint32 offsets; beyond this the column is searched row by row. */
const MAX_VOCABULARY_BYTES = 2 ** 31;

function grown<T extends Uint32Array | Int32Array>(array: T, atLeast: number): T {
  let size = array.length * 2;
  while (size < atLeast) size *= 2;
  const copy = new (array.constructor as new (n: number) => T)(size);
  copy.set(array);
  return copy;
}

/**
 * Builds a TokenIndex row by row. Tokens are found by an open-addressing hash table
 * over their bytes, compared byte for byte: a hash collision never merges two tokens.
 */
export class TokenIndexBuilder {
  private bytes: Buffer;
  private used = 0;
  /** Offset of token t's bytes in `bytes`. */
  private tokenStarts: Uint32Array;
  private tokens = 0;
  /**
   * Slot s is table[2s] = a token's hash, table[2s + 1] = its id + 1 (EMPTY: free): side by side, a
   * lookup's hash test and id cost one cache miss (the vocabulary of 10 M rows does not fit a cache).
   */
  private table: Uint32Array;
  /** The distinct tokens of each row, row after row; row r's are rowTokens[rowStarts[r] … rowStarts[r + 1]). */
  private rowTokens: Uint32Array;
  private rowStarts: Uint32Array;
  private entries = 0;
  private rows = 0;
  private overflowed = false;

  /**
   * Sized for `rows` rows of a dozen tokens, about one of them unique to its row (a username), so
   * that a load seldom grows an array: growing copies it into new memory, and on this kind of virtual
   * machine touching new memory costs ≈ 5 ms a megabyte. Untouched capacity costs no memory.
   */
  constructor(rows = 0) {
    const tokens = rows + 1024;
    let slots = 1 << 11;
    while (slots < 2 * tokens) slots *= 2;
    this.bytes = Buffer.allocUnsafe(Math.min(MAX_VOCABULARY_BYTES, tokens * 32));
    this.tokenStarts = new Uint32Array(tokens);
    this.table = new Uint32Array(2 * slots);
    this.rowTokens = new Uint32Array(tokens * 16);
    this.rowStarts = new Uint32Array(rows + 2);
  }

  /** Adds the next row: its tokens in `data[at … at + length)`. */
  addRow(data: Uint8Array, at: number, length: number): void {
    const first = this.entries;
    let start = at;
    const end = at + length;
    for (let i = at; i <= end; i += 1) {
      if (i < end && SEPARATOR[data[i] as number] === 0) continue;
      if (i > start && !this.overflowed) {
        const id = this.idOf(data, start, i);
        let seen = false;
        for (let k = first; k < this.entries; k += 1) {
          if (this.rowTokens[k] === id) {
            seen = true;
            break;
          }
        }
        if (!seen) {
          if (this.entries === this.rowTokens.length) this.rowTokens = grown(this.rowTokens, this.entries + 1);
          this.rowTokens[this.entries] = id;
          this.entries += 1;
        }
      }
      start = i + 1;
    }
    this.rows += 1;
    if (this.rows >= this.rowStarts.length) this.rowStarts = grown(this.rowStarts, this.rows + 1);
    this.rowStarts[this.rows] = this.entries;
  }

  /** The index of the rows added, or null when the vocabulary outgrew one Buffer (the rows are then searched). */
  build(): TokenIndex | null {
    if (this.overflowed) return null;
    const tokens = this.tokens;
    const postingStarts = sharedArray(Uint32Array, tokens + 1);
    const entries = this.rowTokens;
    for (let e = 0; e < this.entries; e += 1) {
      const slot = (entries[e] as number) + 1;
      postingStarts[slot] = (postingStarts[slot] as number) + 1;
    }
    for (let t = 0; t < tokens; t += 1) postingStarts[t + 1] = (postingStarts[t + 1] as number) + (postingStarts[t] as number);
    const next = postingStarts.slice(0, tokens);
    const postingRows = sharedArray(Uint32Array, this.entries);
    for (let r = 0; r < this.rows; r += 1) {
      const last = this.rowStarts[r + 1] as number;
      for (let e = this.rowStarts[r] as number; e < last; e += 1) {
        const t = entries[e] as number;
        const k = next[t] as number;
        next[t] = k + 1;
        postingRows[k] = r;
      }
    }
    const vocabulary = textColumnOf(this.bytes.subarray(0, this.used), sharedSlice(this.tokenStarts, tokens), tokens);
    return { vocabulary, postingStarts, postingRows };
  }

  private idOf(data: Uint8Array, start: number, end: number): number {
    // FNV-1a over the token's bytes.
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ (data[i] as number), 0x01000193);
    hash >>>= 0;
    const table = this.table;
    const mask = (table.length >>> 1) - 1;
    let slot = hash & mask;
    for (;;) {
      const entry = table[2 * slot + 1] as number;
      if (entry === EMPTY) break;
      if (table[2 * slot] === hash && this.holds(entry - 1, data, start, end)) return entry - 1;
      slot = (slot + 1) & mask;
    }
    return this.add(data, start, end, hash, slot);
  }

  private holds(id: number, data: Uint8Array, start: number, end: number): boolean {
    const from = this.tokenStarts[id] as number;
    const length = end - start;
    // Each token is followed by a NUL, which a token never holds: equal bytes and a NUL after them are an equal token.
    if (from + length >= this.used || this.bytes[from + length] !== 0) return false;
    for (let i = 0; i < length; i += 1) if (this.bytes[from + i] !== data[start + i]) return false;
    return true;
  }

  private add(data: Uint8Array, start: number, end: number, hash: number, slot: number): number {
    const length = end - start;
    if (this.used + length + 1 > MAX_VOCABULARY_BYTES) {
      this.overflowed = true;
      return 0;
    }
    if (this.used + length + 1 > this.bytes.length) {
      let size = this.bytes.length * 2;
      while (size < this.used + length + 1) size *= 2;
      const bytes = Buffer.allocUnsafe(Math.min(size, MAX_VOCABULARY_BYTES));
      bytes.set(this.bytes.subarray(0, this.used));
      this.bytes = bytes;
    }
    const id = this.tokens;
    if (id === this.tokenStarts.length) this.tokenStarts = grown(this.tokenStarts, id + 1);
    this.bytes.set(data.subarray(start, end), this.used);
    this.bytes[this.used + length] = 0;
    this.tokenStarts[id] = this.used;
    this.used += length + 1;
    this.tokens += 1;
    this.table[2 * slot] = hash;
    this.table[2 * slot + 1] = id + 1;
    // At most half the slots are taken.
    if (this.tokens > this.table.length >>> 2) this.rehash();
    return id;
  }

  private rehash(): void {
    const old = this.table;
    const table = new Uint32Array(old.length * 2);
    const mask = (table.length >>> 1) - 1;
    for (let s = 0; s < old.length; s += 2) {
      const entry = old[s + 1] as number;
      if (entry === EMPTY) continue;
      const hash = old[s] as number;
      let slot = hash & mask;
      while (table[2 * slot + 1] !== EMPTY) slot = (slot + 1) & mask;
      table[2 * slot] = hash;
      table[2 * slot + 1] = entry;
    }
    this.table = table;
  }
}

/** Whether the token index answers for `needle` (UTF-8): it holds no separator (it then lies within one token). */
export function indexable(needle: Uint8Array): boolean {
  if (needle.length === 0) return false;
  for (let i = 0; i < needle.length; i += 1) if (SEPARATOR[needle[i] as number] === 1) return false;
  return true;
}

/** Tokens found holding a needle (ascending ids), and how many rows their postings list in all. */
export interface FoundTokens {
  tokens: Uint32Array<ArrayBuffer>;
  postings: number;
}

/**
 * The tokens of [from, to) holding `needle`, or null once their postings outnumber `maxPostings`:
 * marking their rows would then cost more than searching the rows' text (a needle as common as one
 * letter is in most tokens). The count thread looks through one half of a big vocabulary while the
 * server's thread looks through the other (memory-counter.ts withTokens).
 */
export function tokensHolding(
  index: TokenIndex,
  needle: Buffer,
  maxPostings: number,
  from = 0,
  to = index.vocabulary.starts.length,
): FoundTokens | null {
  const { vocabulary, postingStarts } = index;
  const matcher = new TextMatcher(vocabulary, needle);
  let found = new Uint32Array(64);
  let n = 0;
  let postings = 0;
  for (let t = matcher.nextRow(from, to); t < to; t = matcher.nextRow(t + 1, to)) {
    postings += (postingStarts[t + 1] as number) - (postingStarts[t] as number);
    if (postings > maxPostings) return null;
    if (n === found.length) found = grown(found, n + 1);
    found[n] = t;
    n += 1;
  }
  return { tokens: found.slice(0, n), postings };
}

/** Marks in `bits` the rows of [from, to) that hold one of `tokens`. */
export function markTokenRows(index: TokenIndex, tokens: Uint32Array, bits: Uint32Array, from: number, to: number): void {
  const { postingStarts, postingRows } = index;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i] as number;
    const end = postingStarts[t + 1] as number;
    for (let k = lowerBound(postingRows, postingStarts[t] as number, end, from); k < end; k += 1) {
      const r = postingRows[k] as number;
      if (r >= to) break;
      const w = r >>> 5;
      bits[w] = (bits[w] as number) | (1 << (r & 31));
    }
  }
}

export function tokenIndexBytes(index: TokenIndex | null | undefined): number {
  if (!index) return 0;
  return textColumnBytes(index.vocabulary) + index.postingStarts.byteLength + index.postingRows.byteLength;
}

/** The index of a whole column, row after row (on the thread of token-worker.ts). */
export function buildTokenIndex(column: TextColumn): TokenIndex | null {
  const builder = new TokenIndexBuilder(column.starts.length);
  const { segments, segmentFirstRow, starts } = column;
  for (let s = 0; s < segments.length; s += 1) {
    const segment = segments[s] as Buffer;
    const end = segmentFirstRow[s + 1] as number;
    for (let r = segmentFirstRow[s] as number; r < end; r += 1) {
      const start = starts[r] as number;
      // Each row is followed by a NUL; a segment ends with its last row's.
      const stop = r + 1 < end ? (starts[r + 1] as number) - 1 : segment.length - 1;
      builder.addRow(segment, start, stop - start);
    }
  }
  return builder.build();
}

/** A token index posted to another thread (its vocabulary's Buffers arrive as Uint8Arrays, see reviveColumn). */
export const reviveTokenIndex = (index: TokenIndex | null): TokenIndex | null =>
  index && { ...index, vocabulary: reviveColumn(index.vocabulary) };
