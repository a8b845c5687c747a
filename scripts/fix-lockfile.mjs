// The npm registry mirror of this workplace serves only the Linux builds of platform-specific
// optional packages (biome, tailwind's oxide, ...), so `npm install` leaves the other platforms'
// entries out of package-lock.json and `npm ci` then refuses the lockfile as out of sync.
// This adds those entries back as optional, platform-restricted stubs, which `npm ci` skips on
// Linux exactly as it would skip the real ones. Idempotent; run after changing dependencies.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "sunos", "aix", "netbsd"];
const CPU = ["arm64", "x64", "arm", "ia32", "wasm32", "ppc64", "s390x", "riscv64", "loong64", "mips64el"];

function platformOf(name) {
  const tokens = name.split("/").pop().split("-");
  const os = tokens.find((t) => OS.includes(t));
  const cpu = tokens.find((t) => CPU.includes(t));
  const libc = tokens.includes("musl") ? "musl" : tokens.some((t) => t.startsWith("gnu")) ? "glibc" : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[base] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    packages[`node_modules/${dep}`] = {
      version: String(spec).replace(/^[\^~=]/, ""),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`fix-lockfile: ${added} platform stub(s) added`);
