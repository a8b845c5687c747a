import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./free-port.ts";

export const API_DIR = path.resolve(import.meta.dirname, "..");
const children: ChildProcess[] = [];

/** Kills every server a test file started (call from afterAll). */
export function killServers(): void {
  for (const child of children) child.kill("SIGKILL");
}

/** Starts `src/server.ts` as `npm start` would, and waits until it answers /api/health. */
export async function startServer(env: Record<string, string>) {
  const port = await freePort();
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
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const stop = async (signal: NodeJS.Signals) => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill(signal);
    return exited;
  };
  return { url, stop, output: () => output };
}
