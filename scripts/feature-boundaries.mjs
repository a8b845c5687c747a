// Feature boundaries, enforced by Biome's noRestrictedImports (docs/ARCHITECTURE.md › Conventions › Boundaries).
//
//   node scripts/feature-boundaries.mjs          writes the `overrides` of biome.json
//   node scripts/feature-boundaries.mjs --check  (run by `npm run lint`) fails when biome.json is not what
//                                                this script writes, a feature file sits deeper than the
//                                                rules reach, or a probe import is judged wrongly
//
// Why one override per folder *depth* rather than one per feature: Biome matches an import's text, and
// `../billing/x.ts` names a sibling feature from a feature's top folder but an own subfolder one level
// down. At a known depth d, `../` × (d + 1) always leads to `features/`, so one rule set per depth covers
// every feature folder — the ones that exist, `sources` being added on another branch, and any added
// later — with no list of names to keep up to date (path aliases would need the same depth-aware rules
// for relative imports anyway). The probes below check that, for every feature folder and declared name.
//
// Services call their queries (docs/decisions/0076-services-call-queries.md): a `*.service.ts` may import
// Kysely's types but not its values (`sql`, `Kysely`, …) nor `pg`, and a GritQL plugin refuses a query
// builder call (`x.selectFrom(…)`, `insertInto`, …) in it; statements live in the `*-queries.ts` beside it.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const CONFIG = path.join(ROOT, "biome.json");
/** Folder levels below a feature's own folder that the rules reach (apps/api/src/features/F/a/b/c/d/x.ts). */
const MAX_DEPTH = 4;
/** Features being added on other branches: the probes cover them before their folders exist here. */
const DECLARED = { api: ["sources"], web: [] };
const BIOME = path.join(ROOT, "node_modules", "@biomejs", "biome", "bin", "biome");
const COMPOSITION = ["app.ts", "server.ts", "worker.ts", "job-workers.ts"];
/** What a service may take from Kysely: types that name a transaction or a row, nothing that builds a statement. */
const SERVICE_KYSELY_TYPES = ["Transaction", "Selectable", "Insertable", "Updateable"];
/** The GritQL rule that refuses a query builder call in a service (Biome matches the import text only). */
const SERVICES_PLUGIN = "scripts/lint/services-call-queries.grit";
const SERVICE_FILES = "apps/api/src/features/**/*.service.ts";

const MESSAGES = {
  apiCrossing:
    "Feature boundary: reach another API feature only through its public.ts (e.g. ../billing/public.ts); what several features share belongs in core/. docs/ARCHITECTURE.md › Conventions › Boundaries.",
  apiLayers:
    "Layers: a feature holds what serves requests; it never imports tools (src/tools), test helpers (test/) or the composition layer (app.ts, server.ts, worker.ts, job-workers.ts).",
  outside: "Feature boundary: outside a feature, import only its public.ts. docs/ARCHITECTURE.md › Conventions › Boundaries.",
  core: "Layers: core/ sits below the features; it never imports a feature, a tool, a test helper or the composition layer.",
  composition: "Composition: app.ts, server.ts, worker.ts and job-workers.ts import a feature's public.ts, *.routes.ts or *.jobs.ts only.",
  bulkLoad:
    "Outside a feature, import only its public.ts; the seed, tools and tests may also use discovery/bulk-load.ts (bulk writes of the whole index).",
  engine:
    "The search engine (packages/search-engine) knows nothing of the app: no import from apps/, no HTTP, no database client; the app hands it a RowSource and plain options (packages/search-engine/README.md).",
  serviceQueries:
    "Layers: a service calls the *-queries.ts beside it; Kysely's values (sql, Kysely, …) and pg are for queries files only, a service may import Kysely's types (docs/decisions/0076-services-call-queries.md).",
  webToast:
    "Import toast from @/lib/toast: sonner loads with the first toast, so the sign-in page stays within its JavaScript budget (docs/decisions/0011-web-delivery.md).",
  web: "Feature boundary (web): features never import each other or app/; app/routes composes them, and shared code lives in components/, lib/ or config/.",
};

const up = (levels) => "../".repeat(levels);
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Files exactly `depth` folders below a feature's folder: apps/api/src/features/<F>/<depth × dir>/<file>. */
const atDepth = (app, depth, file = "*") => `apps/${app}/src/features/*/${"*/".repeat(depth)}${file}`;

function override(includes, patterns) {
  return { includes, linter: { rules: { style: { noRestrictedImports: { level: "error", options: { patterns } } } } } };
}

/**
 * Another feature's files but its public.ts, reached `levels` up (the features folder) or by a detour
 * (`../../features/x/…`). Patterns are gitignore-style, the last match wins, and `*` also matches `..`:
 * so `../*` would take in every path that climbs further, which the `!` line gives back before the detours.
 */
function otherFeatures(levels) {
  return [
    `${up(levels)}*`,
    `${up(levels)}*/**`,
    `!${up(levels)}*/public.ts`,
    `!${up(levels + 1)}**`,
    `${up(levels + 1)}**/features/*/**`,
    `!${up(levels + 1)}**/features/*/public.ts`,
  ];
}

/** tools/, the composition files and test/, seen from `levels` up (the src folder). */
function upperLayers(levels) {
  return [`${up(levels)}tools`, `${up(levels)}tools/**`, ...COMPOSITION.map((file) => `${up(levels)}${file}`), `${up(levels + 1)}test/**`];
}

function apiFeatureOverrides() {
  return range(0, MAX_DEPTH).flatMap((depth) => [
    override(
      [atDepth("api", depth), `!${atDepth("api", depth, "*.test.ts")}`],
      [
        { group: otherFeatures(depth + 1), message: MESSAGES.apiCrossing },
        { group: upperLayers(depth + 2), message: MESSAGES.apiLayers },
      ],
    ),
    // A service's override repeats the feature's groups: an override's options replace an earlier one's.
    override(
      [atDepth("api", depth, "*.service.ts")],
      [
        { group: otherFeatures(depth + 1), message: MESSAGES.apiCrossing },
        { group: upperLayers(depth + 2), message: MESSAGES.apiLayers },
        {
          group: ["kysely"],
          importNamePattern: `(${SERVICE_KYSELY_TYPES.join("|")})`,
          invertImportNamePattern: true,
          message: MESSAGES.serviceQueries,
        },
        { group: ["pg", "pg/**", "pg-copy-streams"], message: MESSAGES.serviceQueries },
      ],
    ),
    // A feature's own tests may use test helpers, tools and the app; other features still only through public.ts.
    override([atDepth("api", depth, "*.test.ts")], [{ group: otherFeatures(depth + 1), message: MESSAGES.apiCrossing }]),
  ]);
}

/**
 * Every feature's files but its public.ts, from anywhere below `base` (src/tools, src/core, test);
 * with `bulkLoad`, discovery's bulk-load.ts too (the entry of the seed, the tools and the tests).
 */
function featuresFromBelow(prefix, bulkLoad = false) {
  return range(1, MAX_DEPTH + 2).flatMap((l) => [
    `${up(l)}${prefix}features/*/**`,
    `!${up(l)}${prefix}features/*/public.ts`,
    ...(bulkLoad ? [`!${up(l)}${prefix}features/discovery/bulk-load.ts`] : []),
  ]);
}

/** The search engine package: nothing of the apps, no HTTP server, no database client or query builder. */
const ENGINE_REFUSES = [
  "**/apps",
  "**/apps/**",
  "@radar/api",
  "@radar/api/**",
  "@radar/web",
  "@radar/web/**",
  "fastify",
  "fastify/**",
  "@fastify/**",
  "kysely",
  "kysely/**",
  "pg",
  "pg/**",
  "pg-copy-streams",
  "pg-boss",
  "pino",
];

function engineOverrides() {
  return [override(["packages/search-engine/**"], [{ group: ENGINE_REFUSES, message: MESSAGES.engine }])];
}

function apiOutsideOverrides() {
  const migration0004 = "apps/api/src/core/db/migrations/0004-discovery.ts";
  return [
    override(["apps/api/src/tools/**"], [{ group: featuresFromBelow("", true), message: MESSAGES.bulkLoad }]),
    override(["apps/api/test/**"], [{ group: featuresFromBelow("src/", true), message: MESSAGES.bulkLoad }]),
    // 0004 reads discovery's reference JSON as it was when it landed; a landed migration is never edited.
    override(
      ["apps/api/src/core/**", "!apps/api/src/core/**/*.test.ts", `!${migration0004}`],
      [
        {
          group: range(1, MAX_DEPTH + 2).flatMap((l) => [
            `${up(l)}features`,
            `${up(l)}features/**`,
            `${up(l)}tools`,
            `${up(l)}tools/**`,
            ...COMPOSITION.map((file) => `${up(l)}${file}`),
            `${up(l + 1)}test/**`,
          ]),
          message: MESSAGES.core,
        },
      ],
    ),
    override(["apps/api/src/core/**/*.test.ts"], [{ group: featuresFromBelow(""), message: MESSAGES.outside }]),
    override(
      ["apps/api/src/*"],
      [
        {
          group: ["./features/*/**", "!./features/*/public.ts", "!./features/*/*.routes.ts", "!./features/*/*.jobs.ts"],
          message: MESSAGES.composition,
        },
      ],
    ),
  ];
}

function webFeatureOverrides() {
  return range(0, MAX_DEPTH).map((depth) =>
    override(
      [atDepth("web", depth)],
      [
        {
          group: [
            "@/features",
            "@/features/**",
            "@/app",
            "@/app/**",
            `${up(depth + 1)}*`,
            `${up(depth + 1)}*/**`,
            `!${up(depth + 2)}**`,
            `${up(depth + 2)}**/features/**`,
            `${up(depth + 2)}app`,
            `${up(depth + 2)}app/**`,
          ],
          message: MESSAGES.web,
        },
        { group: ["sonner"], message: MESSAGES.webToast },
      ],
    ),
  );
}

/** Outside the features only lib/toast.ts (and the test setup, which ends toasts) loads sonner. */
function webOutsideOverrides() {
  return [
    override(
      ["apps/web/src/**", "!apps/web/src/features/**", "!apps/web/src/lib/toast.ts", "!apps/web/src/testing/**"],
      [{ group: ["sonner"], message: MESSAGES.webToast }],
    ),
  ];
}

export function boundaryOverrides() {
  return [...apiFeatureOverrides(), ...apiOutsideOverrides(), ...webFeatureOverrides(), ...webOutsideOverrides(), ...engineOverrides()];
}

// ---- biome.json ----------------------------------------------------------------------------------

/** JSON with short arrays of strings on one line, as biome.json was written by hand. */
function format(value, indent = "") {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === "string")) {
      const line = `[${value.map((v) => JSON.stringify(v)).join(", ")}]`;
      if (line.length + indent.length <= 110) return line;
    }
    if (value.length === 0) return "[]";
    return `[\n${value.map((v) => inner + format(v, inner)).join(",\n")}\n${indent}]`;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${format(v, inner)}`).join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

const generatedConfig = (config) => ({
  ...config,
  plugins: [{ path: `./${SERVICES_PLUGIN}`, includes: [SERVICE_FILES] }],
  overrides: boundaryOverrides(),
});

// ---- checks --------------------------------------------------------------------------------------

function featureFolders(app) {
  const dir = path.join(ROOT, "apps", app, "src", "features");
  const found = readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
  return [...new Set([...found, ...DECLARED[app]])].sort();
}

/** Feature files deeper than the rules reach. */
function tooDeep(app) {
  const problems = [];
  const walk = (dir, depth) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full, depth + 1);
      else if (depth > MAX_DEPTH) problems.push(path.relative(ROOT, full));
    }
  };
  for (const feature of featureFolders(app)) walk(path.join(ROOT, "apps", app, "src", "features", feature), 0);
  return problems;
}

/**
 * Probe imports, each with the verdict the rules must give ("refused" or "allowed"), written into a
 * scratch copy of the layout and linted with the real config: proof that every feature folder (and every
 * declared one) is covered at every depth its files use.
 */
function probes() {
  const list = [];
  // `line`: what the probe's line says instead of `import { p$ } from specifier` (`p$` is its name);
  // without a specifier it is the whole line (a statement the GritQL plugin judges).
  const add = (file, specifier, verdict, line = "import { p$ }") => list.push({ file, specifier, verdict, line });
  for (const app of ["api", "web"]) {
    const features = featureFolders(app);
    for (const feature of features) {
      const other = features.find((name) => name !== feature) ?? "other";
      for (const depth of range(0, 2)) {
        const dir = `apps/${app}/src/features/${feature}/${"sub/".repeat(depth)}`;
        const toFeatures = up(depth + 1);
        if (app === "api") {
          add(`${dir}probe.ts`, `${toFeatures}${other}/service.ts`, "refused");
          add(`${dir}probe.ts`, `${toFeatures}${other}/sub/queries.ts`, "refused");
          add(`${dir}probe.ts`, `${toFeatures}${other}/public.ts`, "allowed");
          add(`${dir}probe.ts`, `${up(depth + 2)}features/${other}/service.ts`, "refused");
          add(`${dir}probe.ts`, `${up(depth + 2)}core/db/database.ts`, "allowed");
          add(`${dir}probe.ts`, `${up(depth + 2)}tools/seed/seed-index.ts`, "refused");
          add(`${dir}probe.ts`, `${up(depth + 2)}app.ts`, "refused");
          add(`${dir}probe.ts`, `${up(depth + 3)}test/helpers.ts`, "refused");
          add(`${dir}probe.test.ts`, `${toFeatures}${other}/service.ts`, "refused");
          add(`${dir}probe.test.ts`, `${toFeatures}${other}/public.ts`, "allowed");
          add(`${dir}probe.test.ts`, `${up(depth + 3)}test/helpers.ts`, "allowed");
          add(`${dir}probe.test.ts`, `${up(depth + 2)}tools/seed/generate-influencer.ts`, "allowed");
          add(`${dir}probe.service.ts`, `${toFeatures}${other}/service.ts`, "refused");
          add(`${dir}probe.service.ts`, `${toFeatures}${other}/public.ts`, "allowed");
          add(`${dir}probe.service.ts`, `${up(depth + 2)}app.ts`, "refused");
          add(`${dir}probe.service.ts`, "./probe-queries.ts", "allowed");
          add(`${dir}probe.service.ts`, "kysely", "refused", "import { sql as p$ }");
          add(`${dir}probe.service.ts`, "kysely", "refused", "import { Kysely as p$ }");
          add(`${dir}probe.service.ts`, "kysely", "refused", "import * as p$");
          add(`${dir}probe.service.ts`, "kysely", "allowed", "import type { Transaction as p$ }");
          add(`${dir}probe.service.ts`, "kysely", "allowed", "import { type Selectable as p$ }");
          add(`${dir}probe.service.ts`, "pg", "refused", "import p$");
          add(`${dir}probe.service.ts`, null, "refused", 'const p$ = ctx.db.selectFrom("users").selectAll();');
          add(`${dir}probe.service.ts`, null, "refused", 'const p$ = trx.insertInto("users").values(row);');
          add(`${dir}probe.service.ts`, null, "allowed", "const p$ = ctx.db.transaction();");
          add(`${dir}probe.service.ts`, null, "allowed", 'const p$ = rows.selectFromMenu("x");');
          add(`${dir}probe-queries.ts`, "kysely", "allowed", "import { sql as p$ }");
          add(`${dir}probe-queries.ts`, null, "allowed", 'const p$ = db.selectFrom("users").selectAll();');
        } else {
          add(`${dir}probe.tsx`, `${toFeatures}${other}/components/page`, "refused");
          add(`${dir}probe.tsx`, `@/features/${other}/api/get-things`, "refused");
          add(`${dir}probe.tsx`, "@/app/routes/home", "refused");
          add(`${dir}probe.tsx`, "@/components/ui/button", "allowed");
          add(`${dir}probe.tsx`, `${up(depth + 2)}app/routes/home`, "refused");
          add(`${dir}probe.tsx`, `${up(depth + 2)}lib/format`, "allowed");
          add(`${dir}probe.tsx`, depth === 0 ? "./utils/format" : "../utils/format", "allowed");
        }
      }
    }
  }
  add("apps/api/src/tools/seed/probe.ts", "../../features/discovery/public.ts", "allowed");
  add("apps/api/src/tools/seed/probe.ts", "../../features/discovery/index/row-sinks.ts", "refused");
  add("apps/api/test/fixtures/probe.ts", "../../src/features/billing/public.ts", "allowed");
  add("apps/api/test/fixtures/probe.ts", "../../src/features/billing/activation.ts", "refused");
  add("apps/api/src/core/credits/probe.ts", "../../features/billing/public.ts", "refused");
  add("apps/api/src/core/credits/probe.test.ts", "../../features/billing/activation.ts", "refused");
  add("apps/api/src/probe.ts", "./features/billing/billing.jobs.ts", "allowed");
  add("apps/api/src/probe.ts", "./features/discovery/discovery.routes.ts", "allowed");
  add("apps/api/src/probe.ts", "./features/billing/hyperpay/gateway-settings.ts", "refused");
  // discovery/bulk-load.ts: the seed, the tools and the tests, never another feature or the composition.
  add("apps/api/src/tools/seed/probe.ts", "../../features/discovery/bulk-load.ts", "allowed");
  add("apps/api/src/tools/probe.ts", "../features/discovery/bulk-load.ts", "allowed");
  add("apps/api/test/fixtures/probe.ts", "../../src/features/discovery/bulk-load.ts", "allowed");
  add("apps/api/src/tools/seed/probe.ts", "../../features/billing/bulk-load.ts", "refused");
  add("apps/api/src/features/sources/probe.ts", "../discovery/bulk-load.ts", "refused");
  add("apps/api/src/features/sources/market/probe.ts", "../../discovery/bulk-load.ts", "refused");
  add("apps/api/src/probe.ts", "./features/discovery/bulk-load.ts", "refused");
  // The search engine package: its own files and the contract, nothing of the apps or of the app's stack.
  add("packages/search-engine/src/probe.ts", "./platform-block.ts", "allowed");
  add("packages/search-engine/src/probe.ts", "@radar/contract/constants", "allowed");
  add("packages/search-engine/src/probe.ts", "node:worker_threads", "allowed");
  add("packages/search-engine/src/probe.ts", "../../../apps/api/src/core/config/config.ts", "refused");
  add("packages/search-engine/src/probe.ts", "../../../apps/api/src/features/discovery/public.ts", "refused");
  add("packages/search-engine/src/probe.ts", "@radar/api/src/core/db/database.ts", "refused");
  add("packages/search-engine/src/probe.ts", "fastify", "refused");
  add("packages/search-engine/src/probe.ts", "kysely", "refused");
  add("packages/search-engine/src/probe.ts", "pg", "refused");
  add("packages/search-engine/src/sub/probe.test.ts", "../../../../apps/api/test/helpers.ts", "refused");
  return list;
}

function runProbes(config) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "radar-boundaries-"));
  try {
    const scratchConfig = { ...config, vcs: { enabled: false }, files: { includes: ["**"] }, assist: { enabled: false } };
    scratchConfig.linter = { enabled: true, rules: { preset: "none" } };
    writeFileSync(path.join(scratch, "biome.json"), JSON.stringify(scratchConfig));
    mkdirSync(path.dirname(path.join(scratch, SERVICES_PLUGIN)), { recursive: true });
    writeFileSync(path.join(scratch, SERVICES_PLUGIN), readFileSync(path.join(ROOT, SERVICES_PLUGIN)));
    const byFile = new Map();
    for (const probe of probes()) byFile.set(probe.file, [...(byFile.get(probe.file) ?? []), probe]);
    for (const [file, list] of byFile) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      const lines = list.map((probe, i) => {
        const line = probe.line.replace("p$", `p${i}`);
        return probe.specifier === null ? line : `${line} from ${JSON.stringify(probe.specifier)};`;
      });
      writeFileSync(path.join(scratch, file), `${lines.join("\n")}\nexport const all = [${list.map((_, i) => `p${i}`).join(", ")}];\n`);
    }
    let output;
    try {
      output = execFileSync(process.execPath, [BIOME, "lint", "--reporter=json", "--max-diagnostics=none", "."], {
        cwd: scratch,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
    } catch (error) {
      output = error.stdout; // exit code 1: diagnostics were found, as intended
    }
    const refused = new Set(
      JSON.parse(output)
        .diagnostics.filter((d) => d.category === "lint/style/noRestrictedImports" || d.category === "plugin")
        .map((d) => `${d.location.path.replaceAll("\\", "/")}:${d.location.start.line}`),
    );
    const wrong = [];
    for (const [file, list] of byFile) {
      list.forEach((probe, i) => {
        const verdict = refused.has(`${file}:${i + 1}`) ? "refused" : "allowed";
        if (verdict !== probe.verdict)
          wrong.push(`${file}: ${probe.line} ${probe.specifier ?? ""} is ${verdict}, should be ${probe.verdict}`);
      });
    }
    return wrong;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function main() {
  const config = JSON.parse(readFileSync(CONFIG, "utf8"));
  const wanted = generatedConfig(config);
  if (!process.argv.includes("--check")) {
    writeFileSync(CONFIG, `${format(wanted)}\n`);
    execFileSync(process.execPath, [BIOME, "format", "--write", CONFIG], { cwd: ROOT, stdio: "ignore" }); // its own line breaks
    console.log(`biome.json: ${wanted.overrides.length} boundary overrides written`);
    return;
  }
  const problems = [];
  if (JSON.stringify(config) !== JSON.stringify(wanted)) {
    problems.push("biome.json's overrides are not what scripts/feature-boundaries.mjs writes: run `node scripts/feature-boundaries.mjs`.");
  }
  for (const app of ["api", "web"]) {
    for (const file of tooDeep(app)) problems.push(`${file} is more than ${MAX_DEPTH} folders inside its feature: raise MAX_DEPTH.`);
  }
  problems.push(...runProbes(wanted));
  if (problems.length > 0) {
    console.error(`Feature boundaries:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  const features = ["api", "web"].map((app) => `${app}: ${featureFolders(app).join(", ")}`).join("; ");
  console.log(`feature boundaries: biome.json up to date, ${probes().length} probe imports judged as intended (${features})`);
}

main();
