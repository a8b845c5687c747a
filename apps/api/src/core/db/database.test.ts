import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";
import type { Database } from "./database.ts";

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
