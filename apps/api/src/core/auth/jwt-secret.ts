import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Outside production a missing JWT_SECRET is generated once and kept in the data directory, so
 * `npm start` needs no configuration and sessions survive a restart.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.resolve(dataDir, "secrets", "jwt-secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
