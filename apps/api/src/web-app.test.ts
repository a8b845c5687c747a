import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HASHED_ASSET_CACHE, INDEX_HTML_CACHE, registerWebApp } from "./web-app.ts";

const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head></html>';
const ASSET_JS = `export const app = ${JSON.stringify("x".repeat(4000))};`;

/** A dist directory as the web build writes it: each compressible file with its .br and .gz. */
async function writeDist(dir: string): Promise<void> {
  await mkdir(path.join(dir, "assets"));
  const files: Record<string, string> = { "index.html": INDEX_HTML, "assets/index-Ab12Cd34.js": ASSET_JS };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
  await writeFile(path.join(dir, "favicon.svg"), "<svg/>");
}

describe("the built web app", () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), "radar-web-dist-"));
    await writeDist(dist);
    app = Fastify();
    registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("answers a hashed asset with its brotli file, cached for a year as immutable", async () => {
    const response = await app.inject({ url: "/assets/index-Ab12Cd34.js", headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(HASHED_ASSET_CACHE).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_JS);
  });

  it("answers gzip to a client without brotli, and the plain file to one that accepts neither", async () => {
    const gzip = await app.inject({ url: "/assets/index-Ab12Cd34.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET_JS);

    const plain = await app.inject({ url: "/assets/index-Ab12Cd34.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe(HASHED_ASSET_CACHE);
    expect(plain.body).toBe(ASSET_JS);
  });

  it("answers index.html, for any page address, with no-cache so a deploy is seen at once", async () => {
    for (const url of ["/", "/login", "/search?q=abc"]) {
      const response = await app.inject({ url, headers: { accept: "text/html", "accept-encoding": "br" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
    expect(INDEX_HTML_CACHE).toBe("no-cache");
    const direct = await app.inject({ url: "/index.html", headers: { "accept-encoding": "identity" } });
    expect(direct.headers["cache-control"]).toBe("no-cache");
    expect(direct.body).toBe(INDEX_HTML);
  });

  it("does not cache an unhashed file for a year, nor answer a missing asset with the page", async () => {
    const favicon = await app.inject({ url: "/favicon.svg" });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["cache-control"]).not.toContain("immutable");

    const stale = await app.inject({ url: "/assets/index-OldHash1.js", headers: { accept: "*/*", "accept-encoding": "br" } });
    expect(stale.statusCode).toBe(404);
    expect(stale.headers["cache-control"] ?? "").not.toContain("immutable");
  });
});
