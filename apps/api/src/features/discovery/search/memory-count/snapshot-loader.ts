import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { FacetKind } from "../../index/facet-codes.ts";
import type { PlatformStats } from "../index-state.ts";
import { CopyBinaryParser, forEachInt8, readInt8, type TupleSink } from "./copy-binary-parser.ts";
import { AGE_COLUMNS, FacetDictionary, invertFacets, NULL_SHARE, type PlatformBlock, VALUE_SLOTS } from "./platform-block.ts";
import { TextColumnBuilder } from "./text-column.ts";

/** Everything a count reads, for one index version. */
export interface Snapshot {
  version: number;
  stats: Map<string, PlatformStats>;
  blocks: Map<TPlatform, PlatformBlock>;
  dictionary: FacetDictionary;
}

/** facetCode(kind, platform 0, key 0) / 1000: the first base of a kind. */
const kindStart = (kind: number) => kind * 8 * 2 ** 34 * 1000;

// Only the facet kinds a search tests travel: the "at least" share keys (most of a row's keys),
// account type (a column here) and retired kinds are dropped by the database.
const FACETS = `ARRAY(SELECT f FROM unnest(i.facets) f
  WHERE f < ${kindStart(FacetKind.accountType)} OR (f >= ${kindStart(FacetKind.flag)} AND f < ${kindStart(FacetKind.audienceAge)}))`;

const COLUMNS = [
  `array_position(ARRAY[${PLATFORMS.map((p) => `'${p}'`).join(",")}]::text[], i.platform)::smallint`,
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
  FACETS,
  "i.search_text",
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
    this.text = new TextColumnBuilder(n);
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
  }

  addFacet(value: number): void {
    if (this.facetCount === this.facetValues.length) this.facetValues = grow(this.facetValues, this.facetValues.length * 2);
    this.facetValues[this.facetCount] = value;
    this.facetCount += 1;
  }

  build(facetIds: number): PlatformBlock {
    const n = this.rows;
    const [male, female, ...ages] = this.shares.map((s) => s.slice(0, n));
    this.facetStarts[n] = this.facetCount;
    return {
      rows: n,
      followers: this.followers.slice(0, n),
      erBp: this.erBp.slice(0, n),
      aqs: this.aqs.slice(0, n),
      views: this.views.slice(0, n),
      lastMediaAt: this.lastMediaAt.slice(0, n),
      accountType: this.accountType.slice(0, n),
      hasContacts: this.hasContacts.slice(0, n),
      male: male as Int16Array,
      female: female as Int16Array,
      age: Object.fromEntries(AGE_COLUMNS.map((g, i) => [g, ages[i] as Int16Array])) as PlatformBlock["age"],
      ...invertFacets(n, this.facetStarts, this.facetValues, facetIds),
      text: this.text.build(),
    };
  }
}

class SnapshotSink implements TupleSink {
  readonly builders: (BlockBuilder | undefined)[] = [];
  private current: BlockBuilder | null = null;
  private readonly addFacet = (code: number) => {
    const value = code % 1000;
    if (value >= VALUE_SLOTS) throw new Error(`memory counter: facet value ${value} out of range`);
    const base = (code - value) / 1000;
    (this.current as BlockBuilder).addFacet(this.dictionary.idOf(base) * VALUE_SLOTS + value);
  };

  constructor(
    private readonly dictionary: FacetDictionary,
    private readonly capacities: number[],
  ) {}

  row(data: Buffer, starts: Int32Array, lengths: Int32Array): void {
    const p = data.readInt16BE(starts[0] as number) - 1;
    let b = this.builders[p];
    if (!b) {
      b = new BlockBuilder(this.capacities[p] ?? 0);
      this.builders[p] = b;
    }
    this.current = b;
    b.ensureRow();
    const r = b.rows;
    const at = (f: number) => starts[f] as number;
    const isNull = (f: number) => (lengths[f] as number) < 0;
    b.followers[r] = data.readInt32BE(at(1));
    b.erBp[r] = data.readInt32BE(at(2));
    b.aqs[r] = data.readInt16BE(at(3));
    b.views[r] = isNull(4) ? Number.NaN : readInt8(data, at(4));
    b.lastMediaAt[r] = isNull(5) ? Number.NaN : readInt8(data, at(5));
    b.accountType[r] = data.readInt16BE(at(6));
    b.hasContacts[r] = data[at(7)] as number;
    for (let s = 0; s < b.shares.length; s += 1) {
      (b.shares[s] as Int16Array)[r] = isNull(8 + s) ? NULL_SHARE : data.readInt16BE(at(8 + s));
    }
    const facetsField = 8 + b.shares.length;
    b.facetStarts[r] = b.facetCount;
    forEachInt8(data, at(facetsField), this.addFacet);
    b.text.add(data, at(facetsField + 1), lengths[facetsField + 1] as number);
    b.rows += 1;
  }
}

/**
 * Reads the index version, the platform stats and every row in one REPEATABLE READ transaction,
 * so the rows are exactly those of the version recorded. Rows stream through a binary COPY and
 * land in typed arrays; no JS object is made per row.
 */
export async function loadSnapshot(pool: pg.Pool): Promise<Snapshot> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const state = await client.query<{ version: number }>("SELECT version FROM discovery_index_state");
    const version = Number(state.rows[0]?.version ?? 0);
    const statRows = await client.query<{ platform: string; total: string; min_followers: number | null; max_followers: number | null }>(
      "SELECT platform, total, min_followers, max_followers FROM discovery_platform_stats",
    );
    const stats = new Map<string, PlatformStats>();
    for (const row of statRows.rows) {
      stats.set(row.platform, { total: Number(row.total), minFollowers: row.min_followers, maxFollowers: row.max_followers });
    }
    const dictionary = new FacetDictionary();
    // The stats' totals are a good first size; a builder grows when they are short.
    const sink = new SnapshotSink(
      dictionary,
      PLATFORMS.map((p) => Math.ceil((stats.get(p)?.total ?? 0) * 1.01) + 64),
    );
    const parser = new CopyBinaryParser(COLUMNS.length, sink);
    const stream = client.query(copyTo(`COPY (SELECT ${COLUMNS.join(", ")} FROM influencers i) TO STDOUT (FORMAT binary)`));
    for await (const chunk of stream) parser.push(chunk as Buffer);
    if (!parser.done) throw new Error("memory counter: binary COPY ended early");
    await client.query("COMMIT");
    const blocks = new Map<TPlatform, PlatformBlock>();
    PLATFORMS.forEach((p, i) => {
      const builder = sink.builders[i];
      if (builder) blocks.set(p, builder.build(dictionary.size));
    });
    return { version, stats, blocks, dictionary };
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
