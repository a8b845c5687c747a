import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { FacetKind } from "../../index/facet-codes.ts";
import { CopyBinaryParser, readInt8, type TupleSink } from "./copy-binary-parser.ts";
import {
  AGE_COLUMNS,
  FacetDictionary,
  invertFacets,
  NULL_SHARE,
  orderByKey,
  type PlatformBlock,
  sharedSlice,
  VALUE_SLOTS,
} from "./platform-block.ts";
import { TEXT_SEGMENT_BYTES, TextColumnBuilder } from "./text-column.ts";

/** Everything a count reads, for one index content (IndexContent: a full write and changes up to a stamp). */
export interface Snapshot {
  /** The index version read with the rows (for stats() and logs). */
  version: number;
  loadVersion: number;
  changeSeq: number;
  blocks: Map<TPlatform, PlatformBlock>;
  dictionary: FacetDictionary;
}

/** The current rows of the accounts changed after a snapshot (index-changes.ts), for the counter to overlay. */
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
/**
 * Kinds the counter does not hold: keys no longer written, and the "at least" place keys (a share is
 * counted from its floor key, count-plan.ts).
 */
const SKIPPED_KINDS = new Uint8Array(64);
for (const kind of [
  FacetKind.accountType,
  FacetKind.audienceAge,
  FacetKind.audienceGender,
  FacetKind.audienceCountryAtLeast,
  FacetKind.audienceCityAtLeast,
])
  SKIPPED_KINDS[kind] = 1;

const COLUMNS = [
  `array_position(ARRAY[${PLATFORMS.map((p) => `'${p}'`).join(",")}]::text[], i.platform::text)::smallint`,
  "i.followers",
  "i.er_bp",
  "i.aqs",
  "i.views_avg",
  "i.last_media_at",
  "CASE i.account_type WHEN 'personal' THEN 1 WHEN 'brand' THEN 2 ELSE 3 END::smallint",
  "i.has_contacts",
  "i.aud_male_bp",
  "i.aud_female_bp",
  ...AGE_COLUMNS.map((g) => `i.aud_${g}_bp`),
  // All keys travel: filtering them in SQL (unnest per row) cost PostgreSQL twice the whole COPY.
  "i.facets",
  "i.search_text",
  "i.id",
];

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
    b.rows += 1;
  }

  /** The kept keys of a binary int8[] (no NULL elements); the others are skipped by their high word. */
  private facets(b: BlockBuilder, data: Buffer, at: number): void {
    if (int32(data, at) === 0) return;
    const n = int32(data, at + 12);
    let pos = at + 24;
    for (let i = 0; i < n; i += 1, pos += 12) {
      const high = int32(data, pos);
      if (SKIPPED_KINDS[(high / KIND_HIGH) | 0] === 1) continue;
      const code = high * 4294967296 + uint32(data, pos + 4);
      const value = code % 1000;
      if (value >= VALUE_SLOTS) throw new Error(`memory counter: facet value ${value} out of range`);
      b.addFacet(this.dictionary.idOf((code - value) / 1000) * VALUE_SLOTS + value);
    }
  }
}

interface StateRow {
  version: number;
  load_version: number;
  change_seq: string;
  changes_pruned_to: string;
}

const STATE = "SELECT version, load_version, change_seq, changes_pruned_to FROM discovery_index_state";

/** Runs `read` in one REPEATABLE READ READ ONLY transaction: the state row and the rows it reads agree. */
async function inSnapshot<T>(pool: pg.Pool, read: (client: pg.PoolClient, state: StateRow | undefined) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const state = await client.query<StateRow>(STATE);
    const result = await read(client, state.rows[0]);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    if (failed) {
      await client.query("ROLLBACK").catch(() => {});
      client.release(true);
    } else client.release();
  }
}

/** Streams `SELECT COLUMNS FROM influencers i <where>` through a binary COPY into one block per platform. */
async function copyBlocks(
  client: pg.PoolClient,
  where: string,
  dictionary: FacetDictionary,
  capacities: number[],
): Promise<Map<TPlatform, PlatformBlock>> {
  const sink = new SnapshotSink(dictionary, capacities);
  const parser = new CopyBinaryParser(COLUMNS.length, sink);
  const stream = client.query(copyTo(`COPY (SELECT ${COLUMNS.join(", ")} FROM influencers i ${where}) TO STDOUT (FORMAT binary)`));
  for await (const chunk of stream) parser.push(chunk as Buffer);
  if (!parser.done) throw new Error("memory counter: binary COPY ended early");
  const blocks = new Map<TPlatform, PlatformBlock>();
  PLATFORMS.forEach((p, i) => {
    const builder = sink.builders[i];
    if (builder) blocks.set(p, builder.build(dictionary.size));
  });
  return blocks;
}

/**
 * Reads the index state and every row in one REPEATABLE READ transaction, so the rows are exactly
 * those of the content recorded. Rows stream through a binary COPY and land in typed arrays; no JS
 * object is made per row.
 */
export async function loadSnapshot(pool: pg.Pool): Promise<Snapshot> {
  return inSnapshot(pool, async (client, state) => {
    // The platform totals are a good first size; a builder grows when they are short.
    const totals = await client.query<{ platform: string; total: string }>("SELECT platform, total FROM discovery_platform_stats");
    const total = new Map(totals.rows.map((row) => [row.platform, Number(row.total)]));
    const dictionary = new FacetDictionary();
    const capacities = PLATFORMS.map((p) => Math.ceil((total.get(p) ?? 0) * 1.01) + 64);
    const blocks = await copyBlocks(client, "", dictionary, capacities);
    return {
      version: state?.version ?? 0,
      loadVersion: state?.load_version ?? 0,
      changeSeq: Number(state?.change_seq ?? 0),
      blocks,
      dictionary,
    };
  });
}

/**
 * The accounts changed after `base` and their rows now, in one REPEATABLE READ transaction; null when
 * `base` is no base any more (a full write since, or its changes pruned) or more than `limit`
 * accounts changed: then the caller loads whole. New facet keys join the base's dictionary.
 */
export async function loadChangedRows(pool: pg.Pool, base: Snapshot, limit: number): Promise<ChangedRows | null> {
  return inSnapshot(pool, async (client, state) => {
    if (!state || state.load_version !== base.loadVersion || Number(state.changes_pruned_to) > base.changeSeq) return null;
    const changeSeq = Number(state.change_seq);
    const changed = await client.query<{ id: string }>(
      "SELECT DISTINCT influencer_id::text AS id FROM discovery_account_changes WHERE change_seq > $1 AND change_seq <= $2 LIMIT $3",
      [base.changeSeq, changeSeq, limit + 1],
    );
    if (changed.rows.length > limit) return null;
    const ids = changed.rows.map((row) => {
      const id = BigInt(row.id);
      return { high: Number(BigInt.asIntN(32, id >> 32n)), low: Number(BigInt.asIntN(32, id)) };
    });
    if (ids.length === 0) return { changeSeq, ids, blocks: new Map() };
    // COPY takes no parameters; the list is bigint text from PostgreSQL itself (digits and "-" only).
    const list = changed.rows.map((row) => row.id).join(",");
    const blocks = await copyBlocks(
      client,
      `WHERE i.id = ANY('{${list}}'::bigint[])`,
      base.dictionary,
      PLATFORMS.map(() => 16),
    );
    return { changeSeq, ids, blocks };
  });
}
