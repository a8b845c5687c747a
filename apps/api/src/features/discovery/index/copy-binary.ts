/**
 * PostgreSQL's binary COPY format (https://www.postgresql.org/docs/current/sql-copy.html, "Binary
 * Format"), written field by field into one growable buffer. The seed writes `influencers` rows
 * this way: PostgreSQL then reads each integer as it is instead of parsing its decimal text (a row
 * holds some 40 bigint facet keys), and the generator threads skip making that text — measured at
 * 1 M rows, PostgreSQL's COPY of the table took 5.9 s in binary against 11.2 s in text.
 */

/** Element type OIDs an array field names (array_recv refuses any other). */
const PgOid = { int2: 21, int4: 23, int8: 20 } as const;

/** The 19 bytes before the first tuple: signature, flags, header extension length. */
export const COPY_BINARY_HEADER = Uint8Array.from([
  0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0,
]);
/** The 16-bit -1 that ends the data. */
export const COPY_BINARY_TRAILER = Uint8Array.from([0xff, 0xff]);

const TWO_32 = 4_294_967_296;

/**
 * COPY data written straight into bytes on one growable buffer, handed over (not copied) when a
 * batch is taken. Text COPY lines go in as UTF-8 (`line`): joining a batch's lines into one string
 * and encoding that cost more than making the lines (~20 µs a row: the joined string is a two-byte
 * rope once a line holds Arabic, flattened and then encoded), and posting the string copied it again.
 */
export class CopyBytes {
  protected store: ArrayBuffer;
  protected bytes: Buffer;
  protected view: DataView;
  protected used = 0;

  constructor(capacity = 1 << 20) {
    this.store = new ArrayBuffer(capacity);
    this.bytes = Buffer.from(this.store);
    this.view = new DataView(this.store);
  }

  get length(): number {
    return this.used;
  }

  /** A line of COPY text, as it is (escaped and ended by the caller). */
  line(text: string): void {
    // A UTF-16 code unit is at most 3 UTF-8 bytes.
    this.reserve(text.length * 3);
    this.used += this.bytes.write(text, this.used);
  }

  /** The bytes written, on a buffer of their own (handed over, not copied); the next writes start a new one. */
  take(): Uint8Array<ArrayBuffer> {
    const taken = new Uint8Array(this.store, 0, this.used);
    this.store = new ArrayBuffer(this.store.byteLength);
    this.bytes = Buffer.from(this.store);
    this.view = new DataView(this.store);
    this.used = 0;
    return taken;
  }

  protected reserve(bytes: number): void {
    if (this.used + bytes <= this.store.byteLength) return;
    const grown = new ArrayBuffer(Math.max(this.store.byteLength * 2, this.used + bytes));
    new Uint8Array(grown).set(new Uint8Array(this.store, 0, this.used));
    this.store = grown;
    this.bytes = Buffer.from(grown);
    this.view = new DataView(grown);
  }
}

/** Tuples in the binary format, field by field (the header and trailer are the sink's). */
export class CopyBinaryBuffer extends CopyBytes {
  /** Starts a tuple of `fields` fields. */
  tuple(fields: number): void {
    this.reserve(2);
    this.view.setInt16(this.used, fields);
    this.used += 2;
  }

  null(): void {
    this.reserve(4);
    this.view.setInt32(this.used, -1);
    this.used += 4;
  }

  bool(value: boolean): void {
    this.reserve(5);
    this.view.setInt32(this.used, 1);
    this.view.setUint8(this.used + 4, value ? 1 : 0);
    this.used += 5;
  }

  int2(value: number | null): void {
    if (value === null) {
      this.null();
      return;
    }
    this.reserve(6);
    this.view.setInt32(this.used, 2);
    this.view.setInt16(this.used + 4, value);
    this.used += 6;
  }

  int4(value: number | null): void {
    if (value === null) {
      this.null();
      return;
    }
    this.reserve(8);
    this.view.setInt32(this.used, 4);
    this.view.setInt32(this.used + 4, value);
    this.used += 8;
  }

  /** A bigint given as a safe integer (|value| < 2^53). */
  int8(value: number | null): void {
    if (value === null) {
      this.null();
      return;
    }
    this.reserve(12);
    this.view.setInt32(this.used, 8);
    this.putInt8(this.used + 4, value);
    this.used += 12;
  }

  /** A bigint given as its high and low 32-bit words (an influencer id, influencerIdWords). */
  int8Words(high: number, low: number): void {
    this.reserve(12);
    this.view.setInt32(this.used, 8);
    this.view.setInt32(this.used + 4, high);
    this.view.setUint32(this.used + 8, low);
    this.used += 12;
  }

  float4(value: number | null): void {
    if (value === null) {
      this.null();
      return;
    }
    this.reserve(8);
    this.view.setInt32(this.used, 4);
    this.view.setFloat32(this.used + 4, value);
    this.used += 8;
  }

  /** Text as UTF-8 (PostgreSQL takes it as the database encoding, which is UTF-8 here). */
  text(value: string | null): void {
    if (value === null) {
      this.null();
      return;
    }
    // A UTF-16 code unit is at most 3 UTF-8 bytes.
    this.reserve(4 + value.length * 3);
    const written = this.bytes.write(value, this.used + 4);
    this.view.setInt32(this.used, written);
    this.used += 4 + written;
  }

  /**
   * Text as UTF-8, then an int[] field of what `derive` makes of the text's bytes (its token hashes,
   * search-tokens.ts): derived from the bytes just written, the text is encoded once.
   */
  textAndInt4Array(value: string, derive: (bytes: Uint8Array, start: number, end: number) => { hashes: Int32Array; count: number }): void {
    const at = this.used;
    this.text(value);
    const { hashes, count } = derive(this.bytes, at + 4, this.used);
    this.int4Array(hashes, count);
  }

  /** A one-dimensional int[] without NULLs: the first `count` of `values`. */
  int4Array(values: ArrayLike<number>, count = values.length): void {
    const start = this.arrayHeader(count, PgOid.int4, 8);
    let at = start;
    for (let i = 0; i < count; i += 1) {
      this.view.setInt32(at, 4);
      this.view.setInt32(at + 4, values[i] as number);
      at += 8;
    }
    this.used = at;
  }

  /** A one-dimensional smallint[] without NULLs. */
  int2Array(values: readonly number[]): void {
    const start = this.arrayHeader(values.length, PgOid.int2, 6);
    let at = start;
    for (const value of values) {
      this.view.setInt32(at, 2);
      this.view.setInt16(at + 4, value);
      at += 6;
    }
    this.used = at;
  }

  /** A one-dimensional bigint[] without NULLs, of safe integers: the first `count` of `values`. */
  int8Array(values: ArrayLike<number>, count = values.length): void {
    const start = this.arrayHeader(count, PgOid.int8, 12);
    let at = start;
    for (let i = 0; i < count; i += 1) {
      this.view.setInt32(at, 8);
      this.putInt8(at + 4, values[i] as number);
      at += 12;
    }
    this.used = at;
  }

  /**
   * Writes an array's length word and header (an empty array has no dimension) and returns where
   * its `count` elements of `elementBytes` (length word included) go; the caller moves `used` past them.
   */
  private arrayHeader(count: number, oid: number, elementBytes: number): number {
    const headerBytes = count === 0 ? 12 : 20;
    const bytes = headerBytes + count * elementBytes;
    this.reserve(4 + bytes);
    const at = this.used;
    this.view.setInt32(at, bytes);
    this.view.setInt32(at + 4, count === 0 ? 0 : 1);
    this.view.setInt32(at + 8, 0);
    this.view.setInt32(at + 12, oid);
    if (count === 0) return at + 16;
    this.view.setInt32(at + 16, count);
    this.view.setInt32(at + 20, 1);
    return at + 24;
  }

  private putInt8(at: number, value: number): void {
    const high = Math.floor(value / TWO_32);
    this.view.setInt32(at, high);
    this.view.setUint32(at + 4, value - high * TWO_32);
  }
}
