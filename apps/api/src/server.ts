import "./core/config/load-env.ts";
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { buildApp } from "./app.ts";
import { parseConfigOrExit } from "./core/config/config.ts";
import { developmentExposureWarning } from "./core/config/exposure-warning.ts";
import { fromRepoRoot } from "./core/config/paths.ts";
import { describeError } from "./core/logging/describe-error.ts";
import { createLogger } from "./core/logging/logger.ts";
import { onShutdownSignal, type Runtime, startRuntime } from "./core/runtime.ts";
import { createSearchEngine } from "./features/discovery/public.ts";
import { startJobWorkers } from "./job-workers.ts";
import { startBanner } from "./start-banner.ts";
import { ensureDemoAccounts } from "./tools/demo/demo-accounts.ts";
import { ensureDemoContent } from "./tools/demo/demo-content.ts";
import { ensureDemoIndex } from "./tools/demo/demo-index.ts";
import { rebaseDemoOrigin } from "./tools/demo/demo-origin.ts";

const DEFAULT_WEB_DIST = fromRepoRoot("apps/web/dist");

async function main(): Promise<void> {
  const config = parseConfigOrExit(process.env);
  const logger = createLogger(config);
  let runtime: Runtime | undefined;
  let app: FastifyInstance;
  try {
    runtime = await startRuntime(config, logger, {
      jobs: true,
      search: (database) =>
        createSearchEngine(database, {
          memoryCount: config.SEARCH_MEMORY_COUNT,
          countThread: config.SEARCH_COUNT_THREAD,
          onCounterError: (error) => logger.warn({ err: error }, "could not load the search counter; PostgreSQL counts searches meanwhile"),
        }),
    });
    // Before it listens: a page must never see a link to the server that made the demo data (a copied DATA_DIR).
    if (config.SEED_DEMO && config.NODE_ENV === "development") await rebaseDemoOrigin(runtime.ctx);
    if (config.SEED_DEMO) await ensureDemoAccounts(runtime.ctx);
    if (config.RUN_JOB_WORKERS) await startJobWorkers(runtime.ctx);
    app = await buildApp(runtime.ctx, { webDistDir: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST });
  } catch (error) {
    await runtime?.close().catch(() => {});
    exitOnStartFailure(logger, error);
  }
  const started = runtime;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received: shutting down`);
    const force = setTimeout(() => {
      logger.error("shutdown timed out");
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      await app.close();
      await started.close();
      logger.info("stopped cleanly");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  onShutdownSignal((signal) => void shutdown(signal));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await started.close().catch(() => {});
    exitOnStartFailure(logger, new Error(`could not listen on port ${config.PORT}`, { cause: error }));
  }
  // Once listening: such a run may need this server (the reconciliation asks the built-in sandbox gateway over HTTP).
  started.ctx.jobs?.runStartJobs();
  const banner = startBanner(config);
  if (banner) console.log(banner);
  else logger.info(`Influencers Radar is ready at ${config.PUBLIC_URL} (API docs: ${config.PUBLIC_URL}/api/docs)`);
  const exposure = developmentExposureWarning(config);
  if (exposure) logger.warn(exposure);
  // The search counter loads in the background (≈ 8 s per million profiles); searches count in PostgreSQL until it holds the index.
  started.ctx.search.counter
    ?.refresh()
    .then(() => {
      const stats = started.ctx.search.counter?.stats();
      logger.info({ ...stats, megabytes: Math.round((stats?.bytes ?? 0) / 2 ** 20) }, "search counter loaded");
    })
    .catch((error: unknown) => logger.warn({ err: error }, "could not load the search counter; PostgreSQL counts searches meanwhile"));
  // A development server's first start fills the empty influencer index with a demo one.
  if (config.SEED_DEMO && config.NODE_ENV === "development") {
    ensureDemoIndex(started.ctx)
      .then(() => ensureDemoContent(started.ctx))
      .catch((error) => logger.error({ err: error }, "could not load the demo influencer index or the demo user's content"));
  }
}

/**
 * Every start failure says why at the default level — in the JSON log and, plainly, on stderr
 * (the pretty transport of a terminal runs in a worker that an immediate exit would cut short).
 */
function exitOnStartFailure(logger: Logger | undefined, error: unknown): never {
  const reason = describeError(error);
  logger?.fatal({ err: error }, `could not start: ${reason}`);
  console.error(`Influencers Radar could not start: ${reason}`);
  process.exit(1);
}

main().catch((error: unknown) => exitOnStartFailure(undefined, error));
