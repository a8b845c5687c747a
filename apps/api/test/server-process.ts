import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./free-port.ts";

export const API_DIR = path.resolve(import.meta.dirname, "..");
const children: ChildProcess[] = [];
const outputs: Array<() => string> = [];

/** Everything the servers of this test file printed, one block per server (kept by the chaos suite). */
export function serverOutputs(): string {
  return outputs.map((output, index) => `===== server ${index + 1}\n${output()}`).join("\n");
}

/** Kills every server a test file started (call from afterAll). */
export function killServers(): void {
  for (const child of children) child.kill("SIGKILL");
}

function spawnServer(env: Record<string, string>, port: number) {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      HOST: "127.0.0.1",
      PORT: String(port),
      WEB_DIST_DIR: "/nonexistent",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  outputs.push(() => output);
  return { child, output: () => output };
}

/** Runs `src/server.ts` expecting it to fail to start: its exit code and everything it printed. */
export async function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { child, output } = spawnServer(env, await freePort());
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, output: output() };
}

/** Starts `src/server.ts` as `npm start` would, and waits until it answers /api/health (or exits). */
export async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const { child, output } = spawnServer(env, port);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill(signal);
    return exited;
  };
  return { url, pid: child.pid as number, stop, output };
}

/** Registers `email` through a running server's HTTP API: the row a restart must keep. */
export const registerOver = (url: string, email: string) =>
  fetch(`${url}/api/auth/register/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: "amber-falcon-ledger-42",
      confirm_password: "amber-falcon-ledger-42",
      first_name: "Keep",
      last_name: "Me",
    }),
  });
