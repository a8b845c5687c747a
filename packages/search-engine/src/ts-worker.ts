import { Worker } from "node:worker_threads";

/**
 * A worker thread running one of the engine's TypeScript modules. Node does not pass the tsx loader
 * on to worker threads, so a one-line ES module registers it and then imports the worker; the app
 * runs from TypeScript under tsx in development, tests and `npm start` alike.
 */
export function startTsWorker(moduleUrl: URL, workerData: unknown): Worker {
  const bootstrap = new URL(
    `data:text/javascript,${encodeURIComponent(
      `import { register } from ${JSON.stringify(import.meta.resolve("tsx/esm/api"))}; register(); await import(${JSON.stringify(moduleUrl.href)});`,
    )}`,
  );
  return new Worker(bootstrap, { workerData });
}
