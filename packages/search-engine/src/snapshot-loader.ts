import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import { CopyBinaryParser, readInt8, type TupleSink } from "./copy-binary-parser.ts";
import {
  AGE_COLUMNS,
  type AgeColumn,
  FacetDictionary,
  invertFacets,
  NULL_INT,
  NULL_SHARE,
  orderByKey,
  type PlatformBlock,
  sharedSlice,
  VALUE_SLOTS,
} from "./platform-block.ts";
import { TEXT_SEGMENT_BYTES, TextColumnBuilder } from "./text-column.ts";

/** The index's state as one read sees it. */
export interface IndexStamp {
  /** The index version (for stats() and logs). */
  version: number;
  /** The full write (bulk load) the rows come from. */
  loadVersion: number;
  /** The latest change of single accounts published since that write. */
  changeSeq: number;
  /** Changes up to this one are forgotten: a copy loaded before it cannot catch up by changes. */
  changesPrunedTo: number;
}

/**
 * One field of the rows a source writes, in ROW_FIELDS order, as PostgreSQL's binary COPY of:
 * - `platform` smallint: 1-based position of the platform in PLATFORMS (@radar/contract/constants);
 * - `followers`, `erBp` int4; `aqs` int2; `views`, `lastMediaAt` int8 or NULL;
 * - `accountType` int2 (1 personal, 2 brand, 3 creator); `hasContacts` bool;
 * - `male`, `female`, `age.<group>` int2 shares in basis points, or NULL;
 * - `facets` int8[] of facet codes `key * 1000 + value` (value < 128), the kind being the code's high
 *   32 bits divided by 32,000 (every code of a kind shares that quotient);
 * - `text` the UTF-8 search text; `id` int8;
 * - `growth30`, `growth90` int4 follower growth in hundredths of a percent, or NULL.
 */
export type RowField =
  | "platform"
  | "followers"
  | "erBp"
  | "aqs"
  | "views"
  | "lastMediaAt"
  | "accountType"
  | "hasContacts"
  | "male"
  | "female"
  | `age.${AgeColumn}`
  | "facets"
  | "text"
  | "id"
  | "growth30"
  | "growth90";

export const ROW_FIELDS: readonly RowField[] = [
  "platform",
  "followers",
  "erBp",
  "aqs",
  "views",
  "lastMediaAt",
  "accountType",
  "hasContacts",
  "male",
  "female",
  ...AGE_COLUMNS.map((g): RowField => `age.${g}`),
  "facets",
  "text",
  "id",
  "growth30",
  "growth90",
];

/** What one consistent read of the index offers the copy (see RowSource). */
export interface RowRead {
  /** The state the rows below belong to; undefined when the index has none yet. */
  readonly stamp: IndexStamp | undefined;
  /** Rows per platform: a first size for the columns (they grow when it is short). */
  platformRows(): Promise<ReadonlyMap<string, number>>;
  /** The distinct accounts changed after `after` up to `upTo` (ids as decimal text), at most `limit`. */
  changedIds(after: number, upTo: number, limit: number): Promise<string[]>;
  /** The rows in ROW_FIELDS order as binary COPY data: every row, or only these accounts'. */
  copyRows(ids: readonly string[] | null): AsyncIterable<Buffer>;
}

/**
 * Where the copy reads the index from. The engine knows no table: the app runs `read` in one
 * snapshot of its database (a REPEATABLE READ transaction), so the stamp and the rows agree.
 */
export interface RowSource {
  read<T>(read: (rows: RowRead) => Promise<T>): Promise<T>;
  /** Facet kinds the copy leaves out: keys no filter counts from (kinds no longer written, and the like). */
  readonly skippedFacetKinds: readonly number[];
}

/** Everything a count reads, for one index content (a full write and changes up to a stamp). */
export interface Snapshot {
  /** The index version read with the rows (for stats() and logs). */
  version: number;
  loadVersion: number;
  changeSeq: number;
  blocks: Map<TPlatform, PlatformBlock>;
  dictionary: FacetDictionary;
}

/** The current rows of the accounts changed after a snapshot, for the counter to overlay. */
export interface ChangedRows {
  changeSeq: number;
  /** Every account changed after the snapshot's stamp, high and low 32 bits of its id. */
  ids: { high: number; low: number }[];
  blocks: Map<TPlatform, PlatformBlock>;
}

/**
 * The high 32 bits of the first facet code of a kind: kind * 8 * 2^34 * 1000 is a multiple of 2^32
 * (kind * 32000 * 2^32), so a key's kind is known from its high word alone, before decoding it.
 */
const KIND_HIGH = 32_000;

function skippedKinds(kinds: readonly number[]): Uint8Array {
  const skipped = new Uint8Array(64);
  for (const kind of kinds) skipped[kind] = 1;
  return skipped;
}

const grow = <T extends Int32Array | Int16Array | Uint8Array | Uint32Array | Float64Array>(array: T, size: number): T => {
  const grown = new (array.constructor as new (n: number) => T)(size);
  grown.set(array);
  return grown;
};

class BlockBuilder {
  rows = 0;
  capacity: number;
  followers: Int32Array;
  erBp: Int32Array;
  aqs: Int16Array;
  views: Float64Array;
  lastMediaAt: Float64Array;
  growth30: Int32Array;
  growth90: Int32Array;
  accountType: Uint8Array;
  hasContacts: Uint8Array;
  shares: Int16Array[];
  facetStarts: Uint32Array;
  facetValues: Uint32Array;
  facetCount = 0;
  readonly text: TextColumnBuilder;
  idHigh: Int32Array;
  idLow: Int32Array;

  constructor(capacity: number) {
    const n = Math.max(16, capacity);
    this.capacity = n;
    this.followers = new Int32Array(n);
    this.erBp = new Int32Array(n);
    this.aqs = new Int16Array(n);
    this.views = new Float64Array(n);
    this.lastMediaAt = new Float64Array(n);
    this.growth30 = new Int32Array(n);
    this.growth90 = new Int32Array(n);
    this.accountType = new Uint8Array(n);
    this.hasContacts = new Uint8Array(n);
    this.shares = Array.from({ length: 2 + AGE_COLUMNS.length }, () => new Int16Array(n));
    this.facetStarts = new Uint32Array(n + 1);
    this.facetValues = new Uint32Array(n * 8);
    // A few changed accounts get a small first segment: 64 MB per platform on every catch-up cost
    // more in allocation and garbage collection than reading the rows.
    this.text = new TextColumnBuilder(n, Math.min(TEXT_SEGMENT_BYTES, Math.max(64 * 1024, n * 256)));
    this.idHigh = new Int32Array(n);
    this.idLow = new Int32Array(n);
  }

  ensureRow(): void {
    if (this.rows < this.capacity) return;
    const n = this.capacity * 2;
    this.capacity = n;
    this.followers = grow(this.followers, n);
    this.erBp = grow(this.erBp, n);
    this.aqs = grow(this.aqs, n);
    this.views = grow(this.views, n);
    this.lastMediaAt = grow(this.lastMediaAt, n);
    this.growth30 = grow(this.growth30, n);
    this.growth90 = grow(this.growth90, n);
    this.accountType = grow(this.accountType, n);
    this.hasContacts = grow(this.hasContacts, n);
    this.shares = this.shares.map((s) => grow(s, n));
    this.facetStarts = grow(this.facetStarts, n + 1);
    this.idHigh = grow(this.idHigh, n);
    this.idLow = grow(this.idLow, n);
  }

  addFacet(value: number): void {
    if (this.facetCount === this.facetValues.length) this.facetValues = grow(this.facetValues, this.facetValues.length * 2);
    this.facetValues[this.facetCount] = value;
    this.facetCount += 1;
  }

  build(facetIds: number): PlatformBlock {
    const n = this.rows;
    const [male, female, ...ages] = this.shares.map((s) => sharedSlice(s, n));
    const idLow = this.idLow.slice(0, n);
    this.facetStarts[n] = this.facetCount;
    return {
      rows: n,
      followers: sharedSlice(this.followers, n),
      erBp: sharedSlice(this.erBp, n),
      aqs: sharedSlice(this.aqs, n),
      views: sharedSlice(this.views, n),
      lastMediaAt: sharedSlice(this.lastMediaAt, n),
      growth30: sharedSlice(this.growth30, n),
      growth90: sharedSlice(this.growth90, n),
      accountType: sharedSlice(this.accountType, n),
      hasContacts: sharedSlice(this.hasContacts, n),
      male: male as Int16Array,
      female: female as Int16Array,
      age: Object.fromEntries(AGE_COLUMNS.map((g, i) => [g, ages[i] as Int16Array])) as PlatformBlock["age"],
      ...invertFacets(n, this.facetStarts, this.facetValues, facetIds),
      text: this.text.build(),
      // Built afterwards on a thread of its own (memory-counter.ts indexText).
      tokens: null,
      idHigh: this.idHigh.slice(0, n),
      idLow,
      idOrder: orderByKey(idLow),
    };
  }
}

const int16 = (d: Buffer, p: number) => (((d[p] as number) << 24) | ((d[p + 1] as number) << 16)) >> 16;
const int32 = (d: Buffer, p: number) =>
  ((d[p] as number) << 24) | ((d[p + 1] as number) << 16) | ((d[p + 2] as number) << 8) | (d[p + 3] as number);
const uint32 = (d: Buffer, p: number) => int32(d, p) >>> 0;

class SnapshotSink implements TupleSink {
  readonly builders: (BlockBuilder | undefined)[] = [];

  constructor(
    private readonly dictionary: FacetDictionary,
    private readonly capacities: number[],
    private readonly skipped: Uint8Array,
  ) {}

  row(data: Buffer, starts: Int32Array, lengths: Int32Array): void {
    const p = int16(data, starts[0] as number) - 1;
    let b = this.builders[p];
    if (!b) {
      b = new BlockBuilder(this.capacities[p] ?? 0);
      this.builders[p] = b;
    }
    b.ensureRow();
    const r = b.rows;
    b.followers[r] = int32(data, starts[1] as number);
    b.erBp[r] = int32(data, starts[2] as number);
    b.aqs[r] = int16(data, starts[3] as number);
    b.views[r] = (lengths[4] as number) < 0 ? Number.NaN : readInt8(data, starts[4] as number);
    b.lastMediaAt[r] = (lengths[5] as number) < 0 ? Number.NaN : readInt8(data, starts[5] as number);
    b.accountType[r] = int16(data, starts[6] as number);
    b.hasContacts[r] = data[starts[7] as number] as number;
    const shares = b.shares;
    for (let s = 0; s < shares.length; s += 1) {
      (shares[s] as Int16Array)[r] = (lengths[8 + s] as number) < 0 ? NULL_SHARE : int16(data, starts[8 + s] as number);
    }
    const facetsField = 8 + shares.length;
    b.facetStarts[r] = b.facetCount;
    this.facets(b, data, starts[facetsField] as number);
    b.text.add(data, starts[facetsField + 1] as number, lengths[facetsField + 1] as number);
    b.idHigh[r] = int32(data, starts[facetsField + 2] as number);
    b.idLow[r] = int32(data, (starts[facetsField + 2] as number) + 4);
    b.growth30[r] = (lengths[facetsField + 3] as number) < 0 ? NULL_INT : int32(data, starts[facetsField + 3] as number);
    b.growth90[r] = (lengths[facetsField + 4] as number) < 0 ? NULL_INT : int32(data, starts[facetsField + 4] as number);
    b.rows += 1;
  }

  /** The kept keys of a binary int8[] (no NULL elements); the others are skipped by their high word. */
  private facets(b: BlockBuilder, data: Buffer, at: number): void {
    if (int32(data, at) === 0) return;
    const n = int32(data, at + 12);
    let pos = at + 24;
    for (let i = 0; i < n; i += 1, pos += 12) {
      const high = int32(data, pos);
      if (this.skipped[(high / KIND_HIGH) | 0] === 1) continue;
      const code = high * 4294967296 + uint32(data, pos + 4);
      const value = code % 1000;
      if (value >= VALUE_SLOTS) throw new Error(`memory counter: facet value ${value} out of range`);
      b.addFacet(this.dictionary.idOf((code - value) / 1000) * VALUE_SLOTS + value);
    }
  }
}

/** Streams the source's rows into one block per platform. */
async function copyBlocks(
  rows: AsyncIterable<Buffer>,
  dictionary: FacetDictionary,
  capacities: number[],
  skipped: Uint8Array,
): Promise<Map<TPlatform, PlatformBlock>> {
  const sink = new SnapshotSink(dictionary, capacities, skipped);
  const parser = new CopyBinaryParser(ROW_FIELDS.length, sink);
  for await (const chunk of rows) parser.push(chunk);
  if (!parser.done) throw new Error("memory counter: binary COPY ended early");
  const blocks = new Map<TPlatform, PlatformBlock>();
  PLATFORMS.forEach((p, i) => {
    const builder = sink.builders[i];
    if (builder) blocks.set(p, builder.build(dictionary.size));
  });
  return blocks;
}

/**
 * Reads the index state and every row in one read of the source, so the rows are exactly those of
 * the content recorded. Rows stream through a binary COPY and land in typed arrays; no JS object is
 * made per row.
 */
export async function loadSnapshot(source: RowSource): Promise<Snapshot> {
  return source.read(async (read) => {
    // The platform totals are a good first size; a builder grows when they are short.
    const total = await read.platformRows();
    const dictionary = new FacetDictionary();
    const capacities = PLATFORMS.map((p) => Math.ceil((total.get(p) ?? 0) * 1.01) + 64);
    const blocks = await copyBlocks(read.copyRows(null), dictionary, capacities, skippedKinds(source.skippedFacetKinds));
    const stamp = read.stamp;
    return { version: stamp?.version ?? 0, loadVersion: stamp?.loadVersion ?? 0, changeSeq: stamp?.changeSeq ?? 0, blocks, dictionary };
  });
}

/**
 * The accounts changed after `base` and their rows now, in one read of the source; null when `base`
 * is no base any more (a full write since, or its changes pruned) or more than `limit` accounts
 * changed: then the caller loads whole. New facet keys join the base's dictionary.
 */
export async function loadChangedRows(source: RowSource, base: Snapshot, limit: number): Promise<ChangedRows | null> {
  return source.read(async (read) => {
    const stamp = read.stamp;
    if (!stamp || stamp.loadVersion !== base.loadVersion || stamp.changesPrunedTo > base.changeSeq) return null;
    const changeSeq = stamp.changeSeq;
    const changed = await read.changedIds(base.changeSeq, changeSeq, limit + 1);
    if (changed.length > limit) return null;
    const ids = changed.map((text) => {
      const id = BigInt(text);
      return { high: Number(BigInt.asIntN(32, id >> 32n)), low: Number(BigInt.asIntN(32, id)) };
    });
    if (ids.length === 0) return { changeSeq, ids, blocks: new Map() };
    const rows = read.copyRows(changed);
    const blocks = await copyBlocks(
      rows,
      base.dictionary,
      PLATFORMS.map(() => 16),
      skippedKinds(source.skippedFacetKinds),
    );
    return { changeSeq, ids, blocks };
  });
}
