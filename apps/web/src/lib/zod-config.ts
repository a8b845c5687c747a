import { z } from "zod";

/**
 * Zod compiles object parsers with `new Function` and probes for it when a schema is created; under
 * our Content-Security-Policy (no 'unsafe-eval') the probe is a reported violation even though zod
 * catches it. Without the JIT nothing is probed. This module must be evaluated before any schema is
 * created: it is the entry's first import.
 */
z.config({ jitless: true });
