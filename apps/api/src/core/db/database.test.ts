import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";
import { type Database, withSessionSettings } from "./database.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const setting = async (executor: Database, name: string) =>
  (await sql<{ value: string }>`SELECT current_setting(${name}) AS value`.execute(executor)).rows[0]?.value;

describe("withSessionSettings", () => {
  it("gives sessions that start with the settings, and leaves the main pool's sessions alone", async () => {
    const walking = withSessionSettings(env.ctx.db, { enable_bitmapscan: "off", enable_seqscan: "off" });
    expect(walking).not.toBeNull();
    if (!walking) return;
    // Every session of the pool, not just the first: run more statements than it has connections at once.
    const values = await Promise.all(Array.from({ length: 12 }, () => setting(walking, "enable_bitmapscan")));
    expect(new Set(values)).toEqual(new Set(["off"]));
    expect(await setting(walking, "enable_seqscan")).toBe("off");
    expect(await setting(env.ctx.db, "enable_bitmapscan")).toBe("on");
    expect(withSessionSettings(env.ctx.db, { enable_seqscan: "off", enable_bitmapscan: "off" })).not.toBe(walking);
    expect(withSessionSettings(env.ctx.db, { enable_bitmapscan: "off", enable_seqscan: "off" })).toBe(walking);
  });

  it("has no settings sessions for an executor it did not open (a transaction)", async () => {
    await env.ctx.db.transaction().execute(async (trx) => {
      expect(withSessionSettings(trx, { enable_bitmapscan: "off" })).toBeNull();
    });
  });
});
