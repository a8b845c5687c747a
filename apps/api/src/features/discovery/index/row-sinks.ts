import { sql, type Transaction } from "kysely";
import pg from "pg";
import { type Database, PREPARED } from "../../../core/db/database.ts";
import type { DB } from "../../../core/db/schema.ts";
import { historyPointsInsert } from "./account-history.ts";
import { COPY_BINARY_HEADER, COPY_BINARY_TRAILER } from "./copy-binary.ts";
import { encodeRecord, newEncodedRows } from "./copy-lines.ts";
import { CopyWriter } from "./copy-writer.ts";
import { GROWTH_COLUMNS, growthOf } from "./derived-columns.ts";
import { claimsOf, mergeRecord, type StoredAccount } from "./field-groups.ts";
import { type InfluencerRecord, influencerId } from "./influencer-record.ts";
import { type CellValue, INFLUENCER_COLUMNS, influencerRow, PROFILE_COLUMNS, PROVENANCE_COLUMNS, profileRow } from "./influencer-rows.ts";
import { readStoredAccounts } from "./stored-accounts.ts";

/**
 * Where a full load writes its rows. Both empty the index first and replace it whole.
 * - CopySink: COPY … FROM STDIN (FREEZE) on three connections, one per table — the bulk path of
 *   `npm run seed` and the benchmark. FREEZE writes the rows already frozen and all-visible, so no
 *   later vacuum has to rewrite them. `influencers` goes in PostgreSQL's binary format, the
 *   profiles as text (copy-lines.ts says why), and the search tokens the rows bring into
 *   `search_vocabulary` (search-tokens.ts): the triggers that derive both on every other write
 *   (migration 0026) are dropped for the load and created again, inside its transaction.
 * - InsertSink: multi-row INSERTs over the application's own pool, for callers that only hold a
 *   Kysely instance (the first start of the server, tests). Fine up to some 10^5 rows; the trigger
 *   keeps the vocabulary.
 */
export interface RowSink {
  begin(): Promise<void>;
  write(records: InfluencerRecord[]): Promise<void>;
  /**
   * Rows encoded elsewhere (the seed's generator threads): `influencers` as binary COPY tuples
   * (influencerCopyTuple, without the format's header and trailer, which the sink writes), the
   * profiles as COPY text, and their new search tokens as COPY text (NewTokens).
   */
  writeEncoded?(influencers: Uint8Array, profiles: string | Uint8Array, vocabulary: Uint8Array): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

const columnList = (columns: readonly string[]) => columns.join(", ");

export class CopySink implements RowSink {
  private readonly clients: pg.Client[];
  private writers: CopyWriter[] = [];
  /** Each table's primary key, dropped for the load and added back before it commits. */
  private primaryKeys: { table: string; name: string; definition: string }[][] = [];
  /** The definitions of the triggers on `influencers` dropped for the load (see begin). */
  private triggers: string[] = [];
  /** Where write() encodes a batch, as the seed's generator threads do. */
  private readonly encoded = newEncodedRows();

  constructor(connectionString: string) {
    this.clients = [0, 1, 2].map(() => new pg.Client({ connectionString }));
  }

  async begin(): Promise<void> {
    const tables = [
      ["influencers", INFLUENCER_COLUMNS, "FORMAT binary, FREEZE"],
      ["influencer_profiles", PROFILE_COLUMNS, "FREEZE"],
      ["search_vocabulary", ["token"], "FREEZE"],
    ] as const;
    await Promise.all(this.clients.map((client) => client.connect()));
    this.writers = await Promise.all(
      tables.map(async ([table, columns, options], i) => {
        const client = this.clients[i] as pg.Client;
        await client.query("BEGIN");
        await client.query("SET LOCAL synchronous_commit = off");
        await client.query("SET LOCAL maintenance_work_mem = '512MB'");
        await client.query("SET LOCAL max_parallel_maintenance_workers = 0");
        await client.query(`TRUNCATE ${table}`);
        // The rows come with their tokens (search_tokens, and the vocabulary's own COPY), so the
        // triggers that derive them on other writes are dropped for the load and created again before
        // it commits. Disabled ones would not do: COPY still inserts row by row behind a BEFORE ROW
        // trigger, even a disabled one, which also leaves the visibility map unset (10 M rows: load
        // 290.1 s against 277.4 s, and the VACUUM after it 24.5 s against 5.5 s).
        if (table === "influencers") this.triggers = await dropTriggers(client, table);
        // A primary key kept through the load takes every id in random order (ids are hashes): 1 M
        // profiles loaded in 12.4–12.9 s with it, and in 9.3–9.5 s plus 0.8–0.9 s to add it after.
        // Added back in the same transaction, a duplicate id still fails the whole load.
        const keys = await client.query<{ name: string; definition: string }>(
          "SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'p'",
          [table],
        );
        for (const key of keys.rows) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${pg.escapeIdentifier(key.name)}`);
        this.primaryKeys[i] = keys.rows.map((key) => ({ table, ...key }));
        return new CopyWriter(client, `COPY ${table} (${columnList(columns)}) FROM STDIN WITH (${options})`);
      }),
    );
    // The binary format's header once, before the first tuple (its trailer: commit).
    await this.writers[0]?.write(COPY_BINARY_HEADER);
  }

  async write(records: InfluencerRecord[]): Promise<void> {
    for (const record of records) encodeRecord(this.encoded, record);
    await this.writeEncoded(this.encoded.influencers.take(), this.encoded.profiles.take(), this.encoded.vocabulary.take());
  }

  async writeEncoded(influencers: Uint8Array, profiles: string | Uint8Array, vocabulary: Uint8Array): Promise<void> {
    await Promise.all([
      this.writers[0]?.write(influencers),
      this.writers[1]?.write(profiles),
      vocabulary.length > 0 ? this.writers[2]?.write(vocabulary) : undefined,
    ]);
  }

  async commit(): Promise<void> {
    // Every COPY is ended before a failure is reported: one left open keeps its connection busy,
    // and abort()'s ROLLBACK would wait behind it for ever, holding the load's locks.
    const [influencers, ...others] = this.writers;
    const ended = await Promise.allSettled([
      influencers?.write(COPY_BINARY_TRAILER).then(() => influencers.finish()),
      ...others.map((writer) => writer.finish()),
    ]);
    const failed = ended.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
    await Promise.all(
      this.clients.map(async (client, i) => {
        for (const { table, name, definition } of this.primaryKeys[i] ?? [])
          await client.query(`ALTER TABLE ${table} ADD CONSTRAINT ${pg.escapeIdentifier(name)} ${definition}`);
      }),
    );
    for (const definition of this.triggers) await this.clients[0]?.query(definition);
    await Promise.all(this.clients.map((client) => client.query("COMMIT")));
    await this.close();
  }

  async abort(): Promise<void> {
    // A COPY still open (a load stopped half-way) would hold its connection: ended first, then undone.
    await Promise.allSettled(this.writers.map((writer) => writer.finish()));
    await Promise.allSettled(this.clients.map((client) => client.query("ROLLBACK")));
    await this.close();
  }

  private async close(): Promise<void> {
    await Promise.allSettled(this.clients.map((client) => client.end()));
  }
}

/** Drops the user triggers of `table` (in the caller's transaction) and returns their definitions. */
async function dropTriggers(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    "SELECT tgname AS name, pg_get_triggerdef(oid) AS definition FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal ORDER BY tgname",
    [table],
  );
  for (const { name } of rows) await client.query(`DROP TRIGGER ${pg.escapeIdentifier(name)} ON ${table}`);
  return rows.map((row) => row.definition);
}

/** A row a write touched: `inserted` false when it updated an account the index already held. */
export interface WrittenRow {
  id: string;
  platform: string;
  followers: number;
  inserted: boolean;
}

/**
 * Inserts rows through `jsonb_populate_recordset`: one statement and one parameter per batch, in the
 * caller's transaction when `db` is one. Every row also gets its provenance columns: a data source's
 * (record.provenance), or, for seed and file rows, none (fetched_at then reads as updated_at).
 * An upsert merges (field-groups.ts): it reads the rows it replaces in one locking statement first,
 * and writes each account's groups its record gives over the row's others; the facet keys and the
 * search text are derived from the merged record.
 */
export async function insertRows(
  db: Database | Transaction<DB>,
  records: InfluencerRecord[],
  /**
   * `ids`: the rows to write, one per record, where they are not the hash of its handle (a renamed account's row).
   * `accountIds`: the platform's id to store on each row (null keeps the row's): written by the insert
   * itself, because a second statement would make a new version of every new row, and with it an
   * entry in each of the table's indexes again.
   */
  options: { upsert: boolean; ids?: readonly string[]; accountIds?: readonly (string | null)[] },
): Promise<WrittenRow[]> {
  if (records.length === 0) return [];
  const asObject = (columns: readonly string[], row: CellValue[]) =>
    Object.fromEntries(
      columns.map((column, i) => {
        const value = row[i] ?? null;
        if (value === null || typeof value !== "object" || Array.isArray(value)) return [column, value];
        return [column, "bigints" in value ? value.bigints : value.json];
      }),
    );
  const ids = options.ids ? [...options.ids] : records.map((record) => influencerId(record.platform, record.username));
  // A bulk insert writes new rows as the seed's COPY does: no stamps, read as the row's source's for
  // every group it holds (field-groups.ts groupStamps).
  const profileColumns = [...PROFILE_COLUMNS, ...PROVENANCE_COLUMNS, ...(options.upsert ? ["field_groups"] : [])];
  const accountIds = options.accountIds;
  const influencerColumns = accountIds ? [...INFLUENCER_COLUMNS, "account_id"] : INFLUENCER_COLUMNS;
  const upsert = (table: string, columns: readonly string[]) =>
    options.upsert
      ? sql.raw(
          `ON CONFLICT (id) DO UPDATE SET ${columns
            .filter((c) => c !== "id")
            .map((c) => (c === "account_id" ? `${c} = coalesce(EXCLUDED.${c}, ${table}.${c})` : `${c} = EXCLUDED.${c}`))
            .join(", ")}, updated_at = now()`,
        )
      : sql.raw("");
  const write = async (trx: Database | Transaction<DB>) => {
    const stored = options.upsert ? await readStoredAccounts(trx, records, ids) : new Map<string, StoredAccount>();
    const now = new Date();
    const influencers: Record<string, unknown>[] = [];
    const profiles: Record<string, unknown>[] = [];
    records.forEach((incoming, i) => {
      const id = ids[i] ?? influencerId(incoming.platform, incoming.username);
      const merged = mergeRecord(stored.get(id) ?? null, incoming, claimsOf(incoming), now);
      const record = merged.record;
      influencers.push({
        ...asObject(INFLUENCER_COLUMNS, influencerRow(record, id)),
        ...(accountIds ? { account_id: accountIds[i] ?? null } : {}),
      });
      const provenance = incoming.provenance;
      profiles.push({
        ...asObject(PROFILE_COLUMNS, profileRow(record, id)),
        source_ref: provenance?.sourceRef ?? null,
        via_sandbox: provenance?.viaSandbox ?? false,
        // Seed and file rows: unknown; read as the row's updated_at.
        fetched_at: provenance?.fetchedAt.toISOString() ?? null,
        checked_at: provenance?.fetchedAt.toISOString() ?? null,
        estimated_fields: merged.estimated,
        missing_fields: merged.missing,
        field_groups: merged.groups,
      });
    });
    // One statement, one round trip, writes both tables. Every writer of single accounts and files
    // upserts, and each such write is also the day's history point (account_history) and moves the
    // growth figures: the growth compares the followers being written (today's point) with the
    // history's points of 30 and 90 days before, which this statement's own point is not among, so
    // it is written with the row itself instead of as a second version of each row (with its entries
    // in every index again). The callers list the rows written for the counter (or publish a new
    // index version).
    const growth = (days: 30 | 90) =>
      growthOf(days, { id: sql`i.id`, day: sql`(now() AT TIME ZONE 'UTC')::date`, followers: sql`i.followers` });
    const writtenColumns = options.upsert ? [...influencerColumns, ...GROWTH_COLUMNS] : influencerColumns;
    const { rows } = await sql<WrittenRow>`${PREPARED}
      WITH i AS MATERIALIZED (
        SELECT * FROM jsonb_populate_recordset(NULL::influencers, ${JSON.stringify(influencers)}::jsonb)
      ), p AS MATERIALIZED (
        SELECT * FROM jsonb_populate_recordset(NULL::influencer_profiles, ${JSON.stringify(profiles)}::jsonb)
      ), written AS (
        INSERT INTO influencers (${sql.raw(columnList(writtenColumns))})
        SELECT ${sql.raw(columnList(influencerColumns.map((c) => `i.${c}`)))}${options.upsert ? sql`, ${growth(30)}, ${growth(90)}` : sql``} FROM i
        ${upsert("influencers", writtenColumns)}
        RETURNING id, platform, followers, (xmax = 0) AS inserted
      ), profiles AS (
        INSERT INTO influencer_profiles (${sql.raw(columnList(profileColumns))})
        SELECT ${sql.raw(columnList(profileColumns.map((c) => `p.${c}`)))} FROM p
        ${upsert("influencer_profiles", profileColumns)}
      )${options.upsert ? sql`, history AS (${historyPointsInsert(sql`i`, sql`p`)})` : sql``}
      SELECT id::text AS id, platform, followers, inserted FROM written`.execute(trx);
    return rows;
  };
  return db.isTransaction ? write(db) : (db as Database).transaction().execute(write);
}

export class InsertSink implements RowSink {
  constructor(private readonly db: Database) {}

  async begin(): Promise<void> {
    await sql`TRUNCATE influencers, influencer_profiles, search_vocabulary`.execute(this.db);
  }

  async write(records: InfluencerRecord[]): Promise<void> {
    await insertRows(this.db, records, { upsert: false });
  }

  async commit(): Promise<void> {}

  async abort(): Promise<void> {}
}
