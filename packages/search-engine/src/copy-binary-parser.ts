/**
 * Splits PostgreSQL's binary COPY output into tuples without building a JS value per field: the
 * caller gets the chunk and each field's byte offset and length, and decodes only what it keeps.
 * A tuple may span chunks; the incomplete tail is carried over to the next chunk.
 */

const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");

export interface TupleSink {
  /** `starts[f]` / `lengths[f]` locate field f in `data`; a length of -1 is SQL NULL. */
  row(data: Buffer, starts: Int32Array, lengths: Int32Array): void;
}

export class CopyBinaryParser {
  private readonly starts: Int32Array;
  private readonly lengths: Int32Array;
  private pending: Buffer | null = null;
  private headerDone = false;
  done = false;

  constructor(
    private readonly fields: number,
    private readonly sink: TupleSink,
  ) {
    this.starts = new Int32Array(fields);
    this.lengths = new Int32Array(fields);
  }

  push(chunk: Buffer): void {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    let pos = 0;
    if (!this.headerDone) {
      if (data.length < 19) {
        this.pending = data;
        return;
      }
      if (!data.subarray(0, 11).equals(SIGNATURE)) throw new Error("not a binary COPY stream");
      pos = 19 + data.readInt32BE(15);
      this.headerDone = true;
    }
    const end = data.length;
    while (!this.done && pos + 2 <= end) {
      const count = data.readInt16BE(pos);
      if (count === -1) {
        this.done = true;
        pos += 2;
        break;
      }
      if (count !== this.fields) throw new Error(`binary COPY: expected ${this.fields} fields, got ${count}`);
      let p = pos + 2;
      let complete = true;
      for (let f = 0; f < count; f += 1) {
        if (p + 4 > end) {
          complete = false;
          break;
        }
        const length = data.readInt32BE(p);
        p += 4;
        this.starts[f] = p;
        this.lengths[f] = length;
        if (length > 0) p += length;
        if (p > end) {
          complete = false;
          break;
        }
      }
      if (!complete) break;
      this.sink.row(data, this.starts, this.lengths);
      pos = p;
    }
    this.pending = pos < end ? data.subarray(pos) : null;
  }
}

/** A bigint of a binary field (< 2^53 by construction of the values we read). */
export function readInt8(data: Buffer, at: number): number {
  return data.readInt32BE(at) * 4294967296 + data.readUInt32BE(at + 4);
}
