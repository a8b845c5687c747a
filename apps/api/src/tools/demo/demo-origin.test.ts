import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";
import { demoOriginFile, rebaseDemoOrigin } from "./demo-origin.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

const mail = (to: string, link: string) => ({
  to_address: to,
  subject: "Your consultation",
  text_body: `Join here: ${link}`,
  html_body: `<a href="${link}">Join</a> <img src="${link}">`,
  template: "meeting",
  transport: "outbox" as const,
});

describe("demo origin", () => {
  it("records the server's own origin in a data directory that has none, and moves nothing", async () => {
    const file = demoOriginFile(env.ctx.config.DATA_DIR);
    await rm(file, { force: true });
    expect(await rebaseDemoOrigin(env.ctx)).toBe(0);
    expect((await readFile(file, "utf8")).trim()).toBe("http://radar.test");
  });

  it("moves the links of data made under another origin to this server's, and only those", async () => {
    const file = demoOriginFile(env.ctx.config.DATA_DIR);
    await writeFile(file, "http://localhost:4100\n");
    await env.ctx.db
      .insertInto("mail_outbox")
      .values([
        mail("moved@radar.local", "http://localhost:4100/sandbox/avatars/instagram/sara.svg"),
        mail("other@radar.local", "http://localhost:41000/sandbox/avatars/instagram/sara.svg"),
      ])
      .execute();

    expect(await rebaseDemoOrigin(env.ctx)).toBe(1);
    const rows = await env.ctx.db
      .selectFrom("mail_outbox")
      .select(["to_address", "text_body", "html_body"])
      .where("to_address", "in", ["moved@radar.local", "other@radar.local"])
      .orderBy("to_address")
      .execute();
    expect(rows).toEqual([
      {
        to_address: "moved@radar.local",
        text_body: "Join here: http://radar.test/sandbox/avatars/instagram/sara.svg",
        html_body:
          '<a href="http://radar.test/sandbox/avatars/instagram/sara.svg">Join</a> <img src="http://radar.test/sandbox/avatars/instagram/sara.svg">',
      },
      {
        to_address: "other@radar.local",
        text_body: "Join here: http://localhost:41000/sandbox/avatars/instagram/sara.svg",
        html_body:
          '<a href="http://localhost:41000/sandbox/avatars/instagram/sara.svg">Join</a> <img src="http://localhost:41000/sandbox/avatars/instagram/sara.svg">',
      },
    ]);
    expect((await readFile(file, "utf8")).trim()).toBe("http://radar.test");
    expect(existsSync(`${file}.part`)).toBe(false);
    // Moved once: the next start finds its own origin recorded.
    expect(await rebaseDemoOrigin(env.ctx)).toBe(0);
  });
});
