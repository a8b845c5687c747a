import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";
import { type Database, PREPARED } from "./database.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const setting = async (executor: Database, name: string) =>
  (await sql<{ value: string }>`SELECT current_setting(${name}) AS value`.execute(executor)).rows[0]?.value;

describe("DatabaseHandle.withSettings", () => {
  it("gives sessions that start with the settings, and leaves the main pool's sessions alone", async () => {
    const walking = env.handle.withSettings({ enable_bitmapscan: "off", enable_seqscan: "off" });
    // Every session of the pool, not just the first: run more statements than it has connections at once.
    const values = await Promise.all(Array.from({ length: 12 }, () => setting(walking, "enable_bitmapscan")));
    expect(new Set(values)).toEqual(new Set(["off"]));
    expect(await setting(walking, "enable_seqscan")).toBe("off");
    expect(await setting(env.ctx.db, "enable_bitmapscan")).toBe("on");
    expect(env.handle.withSettings({ enable_seqscan: "off", enable_bitmapscan: "off" })).not.toBe(walking);
    expect(env.handle.withSettings({ enable_bitmapscan: "off", enable_seqscan: "off" })).toBe(walking);
  });
});

describe("PREPARED statements", () => {
  it("are prepared once per connection and run again by name, with their parameters, results and affected rows", async () => {
    await env.ctx.db.connection().execute(async (connection) => {
      const kept = () =>
        sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '/* prepared */%'`.execute(
          connection,
        );
      const before = (await kept()).rows[0]?.n ?? 0;
      const square = (n: number) => sql<{ v: number }>`${PREPARED}SELECT ${n}::int * ${n}::int AS v`.execute(connection);
      expect((await square(3)).rows).toEqual([{ v: 9 }]);
      expect((await square(12)).rows).toEqual([{ v: 144 }]);
      expect((await kept()).rows[0]?.n).toBe(before + 1);
      // An unmarked statement stays unnamed.
      await sql`SELECT ${1}::int AS v`.execute(connection);
      expect((await kept()).rows[0]?.n).toBe(before + 1);
      // Writes count their rows as before (Kysely reads the command's tag).
      await sql`CREATE TEMP TABLE prepared_probe (n int)`.execute(connection);
      const inserted = await sql`${PREPARED}INSERT INTO prepared_probe SELECT generate_series(1, ${4}::int)`.execute(connection);
      expect(inserted.numAffectedRows).toBe(4n);
    });
  });
});

describe("ensureDatabase", () => {
  it("makes a new database on PostgreSQL's builtin C.UTF-8 locale: code-point order, Unicode letters for trigrams", async () => {
    const { rows } = await sql<{ provider: string; locale: string | null; encoding: string }>`
      SELECT datlocprovider AS provider, datlocale AS locale, pg_encoding_to_char(encoding) AS encoding
      FROM pg_database WHERE datname = current_database()`.execute(env.ctx.db);
    expect(rows[0]).toEqual({ provider: "b", locale: "C.UTF-8", encoding: "UTF8" });
    // The same order and trigrams libc's C.UTF-8 gave: code points, Arabic letters as word characters.
    const order = await sql<{ s: string }>`SELECT s FROM unnest(ARRAY['b', 'B', 'a', 'ا', 'é', 'Z']) s ORDER BY s`.execute(env.ctx.db);
    expect(order.rows.map((r) => r.s)).toEqual(["B", "Z", "a", "b", "é", "ا"]);
    // pg_trgm shows a trigram with non-ASCII letters as a hash: "سفر" is a word of four trigrams.
    const trigrams = await sql<{
      arabic: string[];
      latin: string[];
    }>`SELECT show_trgm('سفر') AS arabic, show_trgm('Ahmed') AS latin`.execute(env.ctx.db);
    expect(trigrams.rows[0]?.arabic).toHaveLength(4);
    expect(trigrams.rows[0]?.latin).toEqual(["  a", " ah", "ahm", "ed ", "hme", "med"]);
  });
});
