import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killServers, runServerToExit, startServer } from "../server-process.ts";
import { type ChaosDataDir, chaosDataDir, isAlive, keepServerLogs } from "./chaos-env.ts";

/**
 * Issue 18 item 1: a cluster that belongs to someone else is never touched, and a server that
 * cannot start says why at the default log level (it used to print only `undefined`).
 */
let data: ChaosDataDir;
beforeAll(async () => {
  data = await chaosDataDir();
});
afterAll(async () => {
  await keepServerLogs("start-failures");
  killServers();
  await data.remove();
});

describe("starting a server", () => {
  it("on a DATA_DIR another running server uses: refused, naming that server, which keeps serving", async () => {
    const first = await startServer(data.env);
    const postmaster = await data.postmasterPid();
    const second = await runServerToExit(data.env);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`belongs to another running server process (PID ${first.pid})`);
    expect(second.output).not.toMatch(/^undefined$/m);
    expect(await isAlive(postmaster)).toBe(true);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await first.stop("SIGTERM")).toBe(0);
  }, 120_000);

  it("when PostgreSQL cannot start: exits with PostgreSQL's own reason at the default log level", async () => {
    // Something else listens on the embedded PostgreSQL's port.
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(data.port, "127.0.0.1", resolve));
    try {
      const failed = await runServerToExit({ ...data.env, LOG_LEVEL: "info" });
      expect(failed.code).toBe(1);
      expect(failed.output).toContain("Influencers Radar could not start: Could not start the embedded PostgreSQL");
      expect(failed.output).toMatch(/PostgreSQL did not start \(exit code 1\)/);
      expect(failed.output).toMatch(/FATAL: {2}could not create any TCP\/IP sockets/);
      expect(failed.output).toMatch(/Address already in use/);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
    // And the directory is left startable.
    const server = await startServer(data.env);
    expect(await server.stop("SIGTERM")).toBe(0);
  }, 120_000);
});
