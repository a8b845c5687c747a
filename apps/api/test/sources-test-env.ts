import type { TSourceId } from "@radar/contract/sources";
import { type AllSourceSettings, type ClientDeps, DatabaseSourceMeter, sourceSettings } from "../src/features/sources/public.ts";
import { freePort } from "./free-port.ts";
import { createTestEnv, type TestEnv } from "./helpers.ts";

export interface SourcesTestEnv extends TestEnv {
  /** `http://127.0.0.1:{port}`: the app really listening, as the source clients reach its sandboxes over HTTP. */
  baseUrl: string;
  settings: AllSourceSettings;
  /** Client dependencies with the real PostgreSQL meter and fast retries (no real sleeping). */
  deps(id: TSourceId, overrides?: Partial<ClientDeps>): ClientDeps;
  /** The waits the clients asked for (Retry-After, backoff), in ms, newest last. */
  sleeps: number[];
}

/**
 * A test app listening on a loopback port with the data sources' sandboxes on (the default outside
 * production), so every client runs its real HTTP code against them.
 */
export async function createSourcesTestEnv(env: Record<string, string> = {}): Promise<SourcesTestEnv> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const testEnv = await createTestEnv({
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    // Long enough for a sandbox page on a busy machine (the browser scenarios run beside these
    // files): a timeout would retry the call and spend twice. Tests of timeouts set their own.
    SOURCE_TIMEOUT_MS: "15000",
    SOURCES_SANDBOX: "true",
    ...env,
  });
  await testEnv.app.listen({ port, host: "127.0.0.1" });
  const settings = sourceSettings(testEnv.ctx.config);
  const sleeps: number[] = [];
  return {
    ...testEnv,
    baseUrl,
    settings,
    sleeps,
    deps: (id, overrides = {}) => ({
      meter: new DatabaseSourceMeter(testEnv.ctx.db, settings[id]),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      backoffMs: 1,
      ...overrides,
    }),
  };
}
