import { sharedSlice } from "./platform-block.ts";
/**
 * `search_text` of a platform's rows as UTF-8 in a few large Buffers (segments), each row followed
 * by a NUL byte. PostgreSQL text cannot hold NUL, so a needle never matches across two rows, and a
 * byte substring of UTF-8 is exactly a character substring — what LIKE '%needle%' tests.
 */
export interface TextColumn {
  segments: Buffer[];
  /** Row index of each segment's first row; one more entry holding the row count. */
  segmentFirstRow: Int32Array;
  /** Byte offset of each row in its segment. */
  starts: Uint32Array;
  /** How often each byte value occurs (in a sample): a search starts from the needle's rarest byte. */
  byteFrequency: Float64Array;
}

export const TEXT_SEGMENT_BYTES = 64 * 1024 * 1024;

/** A Buffer on shared memory (see sharedArray): the count thread searches the same bytes. */
const sharedBuffer = (bytes: number) => Buffer.from(new SharedArrayBuffer(bytes));

export class TextColumnBuilder {
  private readonly segments: Buffer[] = [];
  private readonly firstRows: number[] = [];
  private current: Buffer = Buffer.alloc(0);
  private used = 0;
  starts: Uint32Array;
  rows = 0;

  constructor(
    capacity: number,
    private readonly segmentBytes = TEXT_SEGMENT_BYTES,
  ) {
    this.starts = new Uint32Array(Math.max(16, capacity));
  }

  /** Appends the row's text, `length` bytes of `data` from `at`. */
  add(data: Buffer, at: number, length: number): void {
    if (this.used + length + 1 > this.current.length) this.newSegment(length + 1);
    if (this.rows === this.starts.length) {
      const grown = new Uint32Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.rows] = this.used;
    this.rows += 1;
    if (length > 0) this.current.set(data.subarray(at, at + length), this.used);
    this.current[this.used + length] = 0;
    this.used += length + 1;
  }

  private newSegment(atLeast: number): void {
    if (this.segments.length > 0) this.segments[this.segments.length - 1] = this.current.subarray(0, this.used);
    this.current = sharedBuffer(Math.max(this.segmentBytes, atLeast));
    this.used = 0;
    this.segments.push(this.current);
    this.firstRows.push(this.rows);
  }

  build(): TextColumn {
    if (this.segments.length > 0) {
      // The last segment is copied to its used size so the unused tail is released.
      const last = sharedBuffer(this.used);
      last.set(this.current.subarray(0, this.used));
      this.segments[this.segments.length - 1] = last;
    }
    return {
      byteFrequency: byteFrequencyOf(this.segments[0]),
      segments: this.segments,
      segmentFirstRow: Int32Array.from([...this.firstRows, this.rows]),
      starts: sharedSlice(this.starts, this.rows),
    };
  }
}

function byteFrequencyOf(segment: Buffer | undefined): Float64Array {
  const byteFrequency = new Float64Array(256);
  const sample = segment?.subarray(0, 16 * 1024 * 1024) ?? Buffer.alloc(0);
  for (let i = 0; i < sample.length; i += 1) byteFrequency[sample[i] as number] = (byteFrequency[sample[i] as number] as number) + 1;
  return byteFrequency;
}

/** A column of one segment: `bytes` (each row followed by a NUL), copied to shared memory; row r starts at starts[r]. */
export function textColumnOf(bytes: Buffer, starts: Uint32Array, rows: number): TextColumn {
  const segment = sharedBuffer(bytes.length);
  segment.set(bytes);
  return { byteFrequency: byteFrequencyOf(segment), segments: [segment], segmentFirstRow: Int32Array.from([0, rows]), starts };
}

/** A column posted to another thread: its Buffers arrive as plain Uint8Arrays on the same memory, and the search needs Buffer's indexOf. */
export const reviveColumn = (column: TextColumn): TextColumn => ({
  ...column,
  segments: column.segments.map((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
});

export function textColumnBytes(column: TextColumn): number {
  return column.segments.reduce((sum, s) => sum + s.length, 0) + column.starts.byteLength + column.segmentFirstRow.byteLength;
}

const NONE = Number.POSITIVE_INFINITY;

/**
 * Which rows hold `needle`, asked in ascending row order. It remembers the next hit found, so
 * the rows asked about between two hits cost nothing and the whole text is read at most once
 * per count, however many rows are asked about.
 */
export class TextMatcher {
  private segment = -1;
  private buffer: Buffer = Buffer.alloc(0);
  private segmentEnd = 0;
  /** Byte offset of the next hit at or after the last searched position, NONE, or -1 (not searched). */
  private hit = -1;

  /**
   * Buffer.indexOf looks for a short needle by its first byte (memchr) — slow when that byte is
   * everywhere, as 0xD8 is in Arabic UTF-8 or "a" in English. So a short needle is searched from
   * its rarest byte on (`probe`, `shift` bytes in) and each hit checked against the whole needle;
   * a long one (Boyer-Moore-Horspool in Node) as it is.
   */
  private readonly probe: Buffer;
  private readonly shift: number;

  constructor(
    private readonly column: TextColumn,
    private readonly needle: Buffer,
  ) {
    let shift = 0;
    // The probe keeps two bytes at least: a one-byte probe is memchr over every occurrence of a
    // common letter, each checked from JS.
    if (needle.length < 8) {
      for (let i = 1; i < needle.length - 1; i += 1) {
        const frequency = column.byteFrequency;
        if ((frequency[needle[i] as number] as number) < (frequency[needle[shift] as number] as number)) shift = i;
      }
    }
    this.shift = shift;
    this.probe = needle.subarray(shift);
  }

  /** Offset of the first whole needle at or after `from` in the current segment, or NONE. */
  private find(from: number): number {
    const { buffer, needle, probe, shift } = this;
    let pos = from;
    for (;;) {
      const found = buffer.indexOf(probe, pos + shift);
      if (found < 0) return NONE;
      const at = found - shift;
      if (shift === 0 || buffer.compare(needle, 0, needle.length, at, at + needle.length) === 0) return at;
      pos = at + 1;
    }
  }

  private enter(row: number): void {
    const first = this.column.segmentFirstRow;
    if (this.segment >= 0 && row < (first[this.segment + 1] as number)) return;
    let s = Math.max(this.segment, 0);
    while (row >= (first[s + 1] as number)) s += 1;
    this.segment = s;
    this.buffer = this.column.segments[s] as Buffer;
    this.segmentEnd = first[s + 1] as number;
    this.hit = -1;
  }

  contains(row: number): boolean {
    this.enter(row);
    const start = this.column.starts[row] as number;
    if (this.hit < start) this.hit = this.find(start);
    if (this.hit === NONE) return false;
    return row + 1 >= this.segmentEnd || this.hit < (this.column.starts[row + 1] as number);
  }

  /** The first row at or after `row` (and before `end`) that holds the needle, or `end`. */
  nextRow(row: number, end: number): number {
    const starts = this.column.starts;
    let r = row;
    while (r < end) {
      this.enter(r);
      const start = starts[r] as number;
      if (this.hit < start) this.hit = this.find(start);
      if (this.hit === NONE) {
        r = this.segmentEnd;
        continue;
      }
      // The last row of the segment starting at or before the hit.
      let lo = r;
      let hi = this.segmentEnd - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if ((starts[mid] as number) <= this.hit) lo = mid;
        else hi = mid - 1;
      }
      return Math.min(lo, end);
    }
    return end;
  }
}
