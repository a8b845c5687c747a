import path from "node:path";
import type { AppConfig } from "../core/config/config.ts";
import { ensureDatabase, startEmbeddedPostgres } from "../core/db/embedded-postgres.ts";

/**
 * A benchmark's own database: `name` on the DATABASE_URL server, else an embedded cluster of its own
 * in DATA_DIR/<dir> on EMBEDDED_PG_PORT + `portOffset`, so a benchmark never touches the app's data.
 */
export async function benchDatabase(
  config: AppConfig,
  name: string,
  embedded: { dir: string; portOffset: number },
): Promise<{ connectionString: string; stop?: () => Promise<void> }> {
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    url.pathname = "";
    const server = url.toString().replace(/\/$/, "");
    await ensureDatabase(server, name);
    return { connectionString: `${server}/${name}` };
  }
  const cluster = await startEmbeddedPostgres({
    dataDir: path.join(config.DATA_DIR, embedded.dir),
    port: config.EMBEDDED_PG_PORT + embedded.portOffset,
    database: name,
  });
  return { connectionString: cluster.connectionString, stop: cluster.stop };
}
