import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SOURCES_HASH_FILE, webBuildDecision, webSourcesHash } from "./web-build.ts";

const INPUTS = ["apps/web/src", "apps/web/index.html", "package-lock.json"];

describe("building the web app only when its sources changed", () => {
  let root: string;
  let dist: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "radar-web-build-"));
    dist = path.join(root, "apps/web/dist");
    await mkdir(path.join(root, "apps/web/src/app"), { recursive: true });
    await writeFile(path.join(root, "apps/web/src/app/app.tsx"), "export const App = 1;");
    await writeFile(path.join(root, "apps/web/index.html"), "<div id=root></div>");
    await writeFile(path.join(root, "package-lock.json"), '{"lockfileVersion":3}');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function stampBuild(hash: string): Promise<void> {
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, "index.html"), "<built>");
    await writeFile(path.join(dist, SOURCES_HASH_FILE), `${hash}\n`);
  }

  it("builds when there is no build yet", () => {
    expect(webBuildDecision(dist, webSourcesHash(root, INPUTS))).toEqual({ build: true, reason: "no build yet" });
  });

  it("reuses a build made from the same sources", async () => {
    await stampBuild(webSourcesHash(root, INPUTS));
    expect(webBuildDecision(dist, webSourcesHash(root, INPUTS))).toEqual({ build: false });
  });

  it("rebuilds after a source file, a new file or the lockfile changed", async () => {
    const changes: [string, string][] = [
      ["apps/web/src/app/app.tsx", "export const App = 2;"],
      ["apps/web/src/app/new-page.tsx", "export const Page = 1;"],
      ["package-lock.json", '{"lockfileVersion":3,"packages":{}}'],
    ];
    for (const [file, text] of changes) {
      await stampBuild(webSourcesHash(root, INPUTS));
      await writeFile(path.join(root, file), text);
      expect(webBuildDecision(dist, webSourcesHash(root, INPUTS)), file).toEqual({ build: true, reason: "sources changed" });
    }
  });

  it("rebuilds a build without a stamp (made by hand, or interrupted before the stamp)", async () => {
    await stampBuild("");
    await rm(path.join(dist, SOURCES_HASH_FILE));
    expect(webBuildDecision(dist, webSourcesHash(root, INPUTS))).toEqual({ build: true, reason: "sources changed" });
  });

  it("ignores files outside the inputs", async () => {
    const before = webSourcesHash(root, INPUTS);
    await mkdir(path.join(root, "apps/api"), { recursive: true });
    await writeFile(path.join(root, "apps/api/server.ts"), "// the API is not part of the web build");
    expect(webSourcesHash(root, INPUTS)).toBe(before);
  });
});
