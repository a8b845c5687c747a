import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedDatabase } from "../../../../test/helpers.ts";
import type { DatabaseHandle } from "../../../core/db/database.ts";
import { CopyWriter } from "./copy-writer.ts";

describe("CopyWriter", () => {
  let handle: DatabaseHandle;
  let url: string;
  beforeAll(async () => {
    ({ url, handle } = await createMigratedDatabase(2));
    await sql`CREATE TABLE copy_target (n int NOT NULL, label text NOT NULL)`.execute(handle.db);
  });
  afterAll(() => handle.close());

  async function load(lines: string[]): Promise<Error | null> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const writer = new CopyWriter(client, "COPY copy_target (n, label) FROM STDIN");
      for (const line of lines) await writer.write(line);
      await writer.finish();
      return null;
    } catch (error) {
      return error as Error;
    } finally {
      await client.end();
    }
  }

  it("loads every batch in order", async () => {
    const lines = Array.from({ length: 500 }, (_, i) => `${i}\trow ${i}\n`);
    expect(await load(lines)).toBeNull();
    const { rows } = await sql<{ n: number; s: string }>`SELECT count(*)::int AS n, sum(n)::text AS s FROM copy_target`.execute(handle.db);
    expect(rows[0]).toEqual({ n: 500, s: String((499 * 500) / 2) });
  });

  // Many small batches after a bad first row: before one batch was kept in flight, pg-copy-streams
  // flushed the queued ones into a released connection and threw from a socket event (an
  // unhandled error here, which fails the run), instead of rejecting.
  it("rejects, and throws nothing from a socket event, when the COPY fails with batches still to send", async () => {
    const big = "x".repeat(8_000);
    const lines = ["1\t\\N\n", ...Array.from({ length: 2_000 }, (_, i) => `${i}\t${big}\n`)];
    const error = await load(lines);
    expect(error?.message).toMatch(/null value in column "label"/);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM copy_target WHERE n = 1 AND label IS NULL`.execute(handle.db);
    expect(rows[0]?.n).toBe(0);
  });
});
