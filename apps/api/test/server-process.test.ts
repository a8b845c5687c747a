import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { ensureDatabase } from "../src/core/db/embedded-postgres.ts";
import { freePort } from "./free-port.ts";
import { API_DIR, killServers, registerOver, startServer } from "./server-process.ts";

afterAll(killServers);

// Each server here starts as a process of its own, transpiling the app as it loads (20–60 s when the
// browser scenarios share the cores): the deadlines are for that, the waits are on the server's answers.
const STARTS_TWO_SERVERS = 300_000;
const STARTS_ONE_SERVER = 180_000;

describe("the server process", () => {
  it(
    "stops the embedded PostgreSQL cleanly on SIGTERM and keeps every row across a restart",
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-lifecycle-"));
      const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
      try {
        const first = await startServer(env);
        expect((await registerOver(first.url, "kept@example.com")).status).toBe(201);
        expect(await first.stop("SIGTERM")).toBe(0);
        expect(first.output()).toContain("stopped cleanly");
        expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);

        const second = await startServer(env);
        const again = await registerOver(second.url, "kept@example.com");
        expect(again.status).toBe(400);
        expect(((await again.json()) as { email: string[] }).email[0]).toContain("already exists");
        const login = await fetch(`${second.url}/api/auth/token/`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "demo@radar.local", password: "radar-demo-2026" }),
        });
        expect(login.status).toBe(200);
        expect(await second.stop("SIGINT")).toBe(0);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    STARTS_TWO_SERVERS,
  );

  it(
    "uses DATABASE_URL instead of starting an embedded PostgreSQL",
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-external-"));
      const serverUrl = inject("pgServerUrl");
      await ensureDatabase(serverUrl, "radar_external_check");
      try {
        const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: `${serverUrl}/radar_external_check` });
        const health = (await (await fetch(`${server.url}/api/health`)).json()) as { database: unknown };
        expect(health.database).toMatchObject({ status: "up", embedded: false });
        expect(existsSync(path.join(dataDir, "postgres"))).toBe(false);
        expect(await server.stop("SIGTERM")).toBe(0);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    STARTS_ONE_SERVER,
  );

  it(
    "listens on loopback in development unless HOST is set, and warns naming the exposed conveniences when it is",
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-bind-"));
      const serverUrl = inject("pgServerUrl");
      await ensureDatabase(serverUrl, "radar_bind_check");
      // NODE_ENV and HOST empty: unset, as on a machine where nobody set them.
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: `${serverUrl}/radar_bind_check`,
        NODE_ENV: "",
        SEED_DEMO: "false",
        RUN_JOB_WORKERS: "false",
      };
      try {
        const local = await startServer({ ...env, HOST: "" });
        expect(local.output()).toMatch(/listening at http:\/\/127\.0\.0\.1:/);
        expect(local.output()).not.toContain("beyond this machine");
        expect(await local.stop("SIGTERM")).toBe(0);

        const exposed = await startServer({ ...env, HOST: "0.0.0.0" });
        expect(exposed.output()).toContain("beyond this machine");
        expect(exposed.output()).toContain("GET /api/dev/outbox");
        expect(exposed.output()).toContain("sandbox gateway");
        expect(await exposed.stop("SIGTERM")).toBe(0);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    STARTS_TWO_SERVERS,
  );

  it(
    "refuses to start with a bad variable and names it",
    async () => {
      const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
        cwd: API_DIR,
        env: { ...process.env, PORT: "not-a-port" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      child.stderr?.on("data", (chunk) => (stderr += chunk));
      const code = await new Promise((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(stderr).toContain("PORT");
    },
    STARTS_ONE_SERVER,
  );
});
