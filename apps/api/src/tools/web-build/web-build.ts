import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Everything the built web app is made of: its sources and configuration, the shared contract,
 * and the lockfile (a dependency update changes the bundle too). Paths are relative to the
 * repository root; a directory stands for every file under it.
 */
export const WEB_BUILD_INPUTS = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/tsconfig.json",
  "apps/web/package.json",
  "packages/contract/src",
  "packages/contract/package.json",
  "package-lock.json",
] as const;

/** Written into the build's directory after a build; the static server never sends dotfiles. */
export const SOURCES_HASH_FILE = ".sources-hash";

function filesUnder(absolute: string): string[] {
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [absolute];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A digest of the names and contents of every input: equal digests, equal builds. */
export function webSourcesHash(repoRoot: string, inputs: readonly string[] = WEB_BUILD_INPUTS): string {
  const hash = createHash("sha256");
  const files = inputs.flatMap((input) => filesUnder(path.join(repoRoot, input))).sort();
  for (const file of files) {
    hash.update(path.relative(repoRoot, file));
    hash.update("\0");
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export type BuildDecision = { build: false } | { build: true; reason: "no build yet" | "sources changed" };

/** A build is reused only when it is complete (index.html) and was made from these very sources. */
export function webBuildDecision(distDir: string, sourcesHash: string): BuildDecision {
  if (!existsSync(path.join(distDir, "index.html"))) return { build: true, reason: "no build yet" };
  const stampFile = path.join(distDir, SOURCES_HASH_FILE);
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
  return stamp === sourcesHash ? { build: false } : { build: true, reason: "sources changed" };
}

/**
 * Builds apps/web into its dist/ unless the build there was made from the current sources.
 * Vite prints only warnings and errors: the start stays short. Returns what it decided.
 */
export function ensureWebBuild(repoRoot: string, log: (line: string) => void = console.log): BuildDecision {
  const distDir = path.join(repoRoot, "apps/web/dist");
  const sourcesHash = webSourcesHash(repoRoot);
  const decision = webBuildDecision(distDir, sourcesHash);
  if (!decision.build) return decision;
  log(`Building the web app (${decision.reason})…`);
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build", "--silent", "-w", "apps/web", "--", "--logLevel", "warn"], {
    cwd: repoRoot,
    stdio: "inherit",
    // `npm start` from a shell with NODE_ENV=test or development would otherwise build React's
    // development bundle (slower, larger): the served app is always a production build.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`the web app build failed (exit code ${result.status ?? result.signal})`);
  writeFileSync(path.join(distDir, SOURCES_HASH_FILE), `${sourcesHash}\n`);
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return decision;
}
