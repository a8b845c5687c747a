import type { TSpendAttribution } from "@radar/contract/sources";
import { sql } from "kysely";
import type { Database } from "../../core/db/database.ts";
import { SourceError } from "./source-errors.ts";
import type { SourceSettings } from "./source-settings.ts";
import { currentAttribution } from "./spend/spend-attribution.ts";

/**
 * A source's budget and health, kept in PostgreSQL so every API and worker process shares them:
 * the units spent per quota day (source_usage), the last success and error, and a pause when the
 * source told us to stop (its quota is spent, or a rate limit longer than we wait).
 */
export interface SourceMeter {
  /** Takes `units` from today's budget before a call; throws quota_exhausted when they are not there or the source is paused. */
  spend(units: number): Promise<void>;
  /** The source asked us to stop until `until`. */
  pause(until: Date, reason: string): Promise<void>;
  /** The source's own quota is spent: paused until its quota day ends. */
  pauseForToday(reason: string): Promise<void>;
  succeeded(): Promise<void>;
  failed(error: SourceError): Promise<void>;
}

/** One formatter per time zone: building one costs ~300 µs, and every metered call asks for the day. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of `at` in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** The first instant of the day after `at`'s day in `timeZone` (YouTube's quota resets at midnight Pacific). */
export function endOfDayIn(timeZone: string, at: Date): Date {
  const today = dayIn(timeZone, at);
  // Walk forward in 15-minute steps to the first instant whose local day differs (DST-proof, ≤ 97 steps).
  let probe = new Date(Math.floor(at.getTime() / 900_000) * 900_000);
  while (dayIn(timeZone, probe) === today) probe = new Date(probe.getTime() + 900_000);
  // Then back to the exact minute.
  let end = probe;
  for (let minute = new Date(probe.getTime() - 60_000); dayIn(timeZone, minute) !== today; minute = new Date(minute.getTime() - 60_000)) {
    end = minute;
  }
  return end;
}

export interface MeterOptions {
  /** Who the calls are for when the async context names no one (withAttribution). */
  attribution?: TSpendAttribution;
  /** Told the units spent today after each paid call (the 80 % alarm). */
  afterSpend?(usedToday: number): Promise<void>;
}

export class DatabaseSourceMeter implements SourceMeter {
  constructor(
    private readonly db: Database,
    private readonly settings: Pick<SourceSettings, "id" | "dailyQuota" | "quotaTimeZone">,
    private readonly now: () => Date = () => new Date(),
    private readonly options: MeterOptions = {},
  ) {}

  async spend(units: number): Promise<void> {
    const { id, dailyQuota } = this.settings;
    const day = dayIn(this.settings.quotaTimeZone, this.now());
    // One statement takes the units from today's budget and, when it did, records who they were
    // spent for (the context's, else the meter's, else nobody): every paid call waits for it.
    const attribution = currentAttribution() ?? this.options.attribution;
    const { rows } = await sql<{ units: number }>`
      WITH spent AS (
        INSERT INTO source_usage AS u (source, day, units, requests)
        SELECT ${id}, ${day}::date, ${units}, 1
        WHERE ${units} <= ${dailyQuota}
          AND NOT EXISTS (SELECT 1 FROM source_state s WHERE s.source = ${id} AND s.paused_until > now())
        ON CONFLICT (source, day) DO UPDATE SET units = u.units + EXCLUDED.units, requests = u.requests + 1
          WHERE u.units + EXCLUDED.units <= ${dailyQuota}
        RETURNING u.units
      ), recorded AS (
        INSERT INTO source_spend (source, units, workspace_id, user_id, crawl_id, purpose)
        SELECT ${id}, ${units}, ${attribution?.workspaceId ?? null}::bigint, ${attribution?.userId ?? null}::bigint,
          ${attribution?.crawlId ?? null}::bigint, ${attribution?.purpose ?? "unattributed"}
        FROM spent WHERE ${units} > 0
      )
      SELECT units FROM spent`.execute(this.db);
    const spent = rows[0];
    if (spent) {
      if (units > 0) await this.options.afterSpend?.(spent.units);
      return;
    }
    const paused = await this.db
      .selectFrom("source_state")
      .select("paused_until")
      .where("source", "=", id)
      .where("paused_until", ">", sql<Date>`now()`)
      .executeTakeFirst();
    if (paused?.paused_until) {
      throw SourceError.quota(id, `paused until ${new Date(paused.paused_until).toISOString()} at the source's request`);
    }
    throw SourceError.quota(id, `daily budget of ${dailyQuota} ${id === "youtube" ? "units" : "calls"} is spent`);
  }

  async pause(until: Date, reason: string): Promise<void> {
    await sql`
      INSERT INTO source_state AS s (source, paused_until, last_error_at, last_error, last_error_kind)
      VALUES (${this.settings.id}, ${until}, now(), ${reason}, 'quota_exhausted')
      ON CONFLICT (source) DO UPDATE SET paused_until = greatest(s.paused_until, EXCLUDED.paused_until),
        last_error_at = now(), last_error = EXCLUDED.last_error, last_error_kind = EXCLUDED.last_error_kind`.execute(this.db);
  }

  pauseForToday(reason: string): Promise<void> {
    return this.pause(endOfDayIn(this.settings.quotaTimeZone, this.now()), reason);
  }

  async succeeded(): Promise<void> {
    // On the path of every answer (a market search waits for it): its commit does not wait for the
    // disk. A crash can lose the time of the last success, which the next success writes again.
    await sql`
      WITH flush AS (SELECT set_config('synchronous_commit', 'off', true))
      INSERT INTO source_state AS s (source, last_success_at) SELECT ${this.settings.id}, now() FROM flush
      ON CONFLICT (source) DO UPDATE SET last_success_at = now()`.execute(this.db);
  }

  async failed(error: SourceError): Promise<void> {
    await sql`
      INSERT INTO source_state AS s (source, last_error_at, last_error, last_error_kind)
      VALUES (${this.settings.id}, now(), ${error.message.slice(0, 500)}, ${error.kind})
      ON CONFLICT (source) DO UPDATE SET last_error_at = now(), last_error = EXCLUDED.last_error, last_error_kind = EXCLUDED.last_error_kind`.execute(
      this.db,
    );
  }
}

/** What a source has spent today and what is left of its budget. */
export async function usageToday(
  db: Database,
  settings: Pick<SourceSettings, "id" | "dailyQuota" | "quotaTimeZone">,
  now = new Date(),
): Promise<{ used: number; remaining: number }> {
  const row = await db
    .selectFrom("source_usage")
    .select("units")
    .where("source", "=", settings.id)
    .where("day", "=", dayIn(settings.quotaTimeZone, now))
    .executeTakeFirst();
  const used = row?.units ?? 0;
  return { used, remaining: Math.max(0, settings.dailyQuota - used) };
}
