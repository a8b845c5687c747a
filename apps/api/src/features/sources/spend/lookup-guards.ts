import type { TPlatform } from "@radar/contract/constants";
import { SOURCE_IDS, type TSourceId } from "@radar/contract/sources";
import { sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";

/** How long a platform's definite "not found" is believed: a day, then the handle may have been taken. */
export const NOT_FOUND_HOURS = 24;

/** The platforms' own APIs: authoritative on whether an account exists, and cheap. */
export const PLATFORM_SOURCES: ReadonlySet<TSourceId> = new Set(["youtube", "instagram", "x"]);
/** The vendors: every lookup buys a report. */
export const VENDOR_SOURCES: ReadonlySet<TSourceId> = new Set(["hypeauditor", "modash"]);

/** The platform whose "not found" of this handle is still believed, or null. */
export async function cachedNotFound(db: Database, platform: TPlatform, key: string): Promise<TSourceId | null> {
  const row = await db
    .selectFrom("source_not_found")
    .select("source")
    .where("platform", "=", platform)
    .where("handle", "=", key)
    .where("until", ">", sql<Date>`now()`)
    .executeTakeFirst();
  return SOURCE_IDS.find((id) => id === row?.source) ?? null;
}

export async function rememberNotFound(db: Database, platform: TPlatform, key: string, source: TSourceId): Promise<void> {
  await sql`
    INSERT INTO source_not_found (platform, handle, source, until)
    VALUES (${platform}, ${key}, ${source}, now() + make_interval(hours => ${NOT_FOUND_HOURS}))
    ON CONFLICT (platform, handle) DO UPDATE SET source = EXCLUDED.source, until = EXCLUDED.until`.execute(db);
}

/** A report being generated for this account: seconds until it is worth asking again, or null. */
export async function pendingReport(
  db: Database,
  platform: TPlatform,
  key: string,
): Promise<{ source: TSourceId; retryAfterSeconds: number; due: boolean } | null> {
  const { rows } = await sql<{ source: string; seconds: number; due: boolean }>`
    SELECT source, greatest(1, ceil(extract(epoch FROM retry_at - now())))::int AS seconds, retry_at <= now() AS due
    FROM source_report_pending WHERE platform = ${platform} AND handle = ${key}`.execute(db);
  const row = rows[0];
  const source = SOURCE_IDS.find((id) => id === row?.source);
  return row && source ? { source, retryAfterSeconds: row.seconds, due: row.due } : null;
}

/** Records (or moves on) the next time a pending report is asked for; answers the wait in seconds. */
export async function markPending(
  db: Database,
  source: TSourceId,
  platform: TPlatform,
  key: string,
  retryAfterMs: number,
): Promise<number> {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  await sql`
    INSERT INTO source_report_pending (source, platform, handle, retry_at)
    VALUES (${source}, ${platform}, ${key}, now() + make_interval(secs => ${seconds}))
    ON CONFLICT (platform, handle) DO UPDATE SET retry_at = EXCLUDED.retry_at, polls = source_report_pending.polls + 1`.execute(db);
  return seconds;
}

export async function clearPending(db: Database, platform: TPlatform, key: string): Promise<void> {
  await db.deleteFrom("source_report_pending").where("platform", "=", platform).where("handle", "=", key).execute();
}

/** A vendor report being generated, as the poller asks for it again. */
export interface ReportPollJob {
  platform: TPlatform;
  handle: string;
}
