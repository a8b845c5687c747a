// Zod compiles object parsers with `new Function` and probes for it as each schema is created; under
// our Content-Security-Policy (no 'unsafe-eval') the probe is a reported violation even though zod
// catches it. Zod reads its configuration from this global, and a classic script runs before any
// module of the app (its schemas share a chunk with zod itself, so no module could configure it first).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
