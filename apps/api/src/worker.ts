import "./core/config/load-env.ts";
import { parseConfigOrExit } from "./core/config/config.ts";
import { describeError } from "./core/logging/describe-error.ts";
import { createLogger } from "./core/logging/logger.ts";
import { onShutdownSignal, startRuntime } from "./core/runtime.ts";
import { createSearchEngine } from "./features/discovery/public.ts";
import { startJobWorkers } from "./job-workers.ts";

/**
 * `npm run worker`: the job workers alone, for deployments that run them apart from the API
 * (set RUN_JOB_WORKERS=false on the API processes). It needs DATABASE_URL: the embedded PostgreSQL
 * belongs to the server process, which then runs the jobs itself.
 */
async function main(): Promise<void> {
  const config = parseConfigOrExit(process.env);
  if (!config.DATABASE_URL) {
    console.error("npm run worker needs DATABASE_URL. With the embedded PostgreSQL, `npm start` runs the jobs itself.");
    process.exit(1);
  }
  const logger = createLogger(config);
  const runtime = await startRuntime(config, logger, { jobs: true, search: createSearchEngine });
  await startJobWorkers(runtime.ctx);
  runtime.ctx.jobs?.runStartJobs();
  logger.info("job worker started");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received: stopping the job worker`);
    try {
      await runtime.close();
      logger.info("job worker stopped cleanly");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "error while stopping the job worker");
      process.exit(1);
    }
  };
  onShutdownSignal((signal) => void shutdown(signal));
}

main().catch((error: unknown) => {
  console.error(`The job worker could not start: ${describeError(error)}`);
  process.exit(1);
});
