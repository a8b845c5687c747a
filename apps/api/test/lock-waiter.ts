import { sql } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import type { Database } from "../src/core/db/database.ts";

/** A session of its own on the test's database (the one `db` works on), to hold locks and transactions open. */
export async function holderSession(db: Database): Promise<pg.Client> {
  const name = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(db)).rows[0]?.name as string;
  const holder = new pg.Client({ connectionString: `${inject("pgServerUrl")}/${name}` });
  await holder.connect();
  return holder;
}

/**
 * The backend of another session in the holder's database once it waits for a lock (any, or the
 * kind named by `waitEvent`: "advisory", "transactionid", "tuple"…), or undefined as soon as
 * `giveUp()` says the awaited session finished without waiting. Polls pg_stat_activity: the real
 * condition, not a sleep.
 */
export async function firstLockWaiter(
  holder: pg.Client,
  options: { waitEvent?: string; giveUp?: () => boolean } = {},
): Promise<number | undefined> {
  for (;;) {
    if (options.giveUp?.()) return undefined;
    const waiting = await holder.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()
         AND ($1::text IS NULL OR wait_event = $1)`,
      [options.waitEvent ?? null],
    );
    const pid = waiting.rows[0]?.pid;
    if (pid !== undefined) return pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The backend of another session in the holder's database once it waits for a lock. */
export async function lockWaiter(holder: pg.Client, waitEvent?: string): Promise<number> {
  return (await firstLockWaiter(holder, { waitEvent })) as number;
}
