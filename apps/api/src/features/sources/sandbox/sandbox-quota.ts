import { sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";

/**
 * The sandboxes' own quota bookkeeping, per credential and day, in PostgreSQL like the services
 * they imitate (they count per project / app / token). Answers the units used after this call, or
 * null when the call would go over `limit` (the caller answers with the service's quota error).
 */
export async function spendSandboxQuota(
  db: Database,
  source: string,
  credential: string,
  units: number,
  limit: number,
  day: string,
): Promise<number | null> {
  const { rows } = await sql<{ units: number }>`
    INSERT INTO sandbox_source_usage AS u (source, credential, day, units)
    SELECT ${source}, ${credential}, ${day}::date, ${units} WHERE ${units} <= ${limit}
    ON CONFLICT (source, credential, day) DO UPDATE SET units = u.units + EXCLUDED.units
      WHERE u.units + EXCLUDED.units <= ${limit}
    RETURNING u.units`.execute(db);
  return rows[0]?.units ?? null;
}
