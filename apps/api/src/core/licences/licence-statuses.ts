import {
  LICENCE_CHECK_URLS,
  LICENCE_COUNTRIES,
  licenceStatusOn,
  type TLicenceCountry,
  type TLicenceRecord,
  type TLicenceSource,
  type TLicenceStatusEntry,
} from "@radar/contract/licences";
import { sql } from "kysely";
import type { Database } from "../db/database.ts";

/**
 * Reading accounts' licences to advertise (migration 0038). In core because the licences feature,
 * lists and both exports read them, and discovery's search export cannot import a feature that
 * imports discovery.
 */

export interface LicenceRow {
  influencer_id: string;
  country: TLicenceCountry;
  source: TLicenceSource;
  number: string;
  expires_on: string | null;
  proof_url: string | null;
  confirmed: boolean;
  recorded_by_name: string | null;
  recorded_at: Date;
}

/** Every licence of the accounts `ids`, with the name of whoever recorded it. */
export async function readLicenceRows(db: Database, ids: readonly string[]): Promise<LicenceRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<LicenceRow>`
    SELECT l.influencer_id::text AS influencer_id, l.country, l.source, l.number,
      to_char(l.expires_on, 'YYYY-MM-DD') AS expires_on, l.proof_url, l.confirmed,
      CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END AS recorded_by_name, l.recorded_at
    FROM account_licences l LEFT JOIN users u ON u.id = l.recorded_by
    WHERE l.influencer_id = ANY(${ids}::bigint[])
    ORDER BY l.influencer_id, l.country, l.source`.execute(db);
  return rows;
}

/** Which record speaks for a country when several sources hold one: a regulator's answer, then a user's, then the bio. */
const SOURCE_RANK: Record<TLicenceSource, number> = { regulator: 0, user: 1, bio: 2 };

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export function toLicenceRecord(row: LicenceRow): TLicenceRecord {
  return {
    country: row.country,
    source: row.source,
    number: row.number,
    expires_on: row.expires_on,
    proof_url: row.proof_url,
    confirmed: row.confirmed,
    recorded_by_name: row.recorded_by_name,
    recorded_at: row.recorded_at.toISOString(),
  };
}

/** The status per country (SA, AE, always both) of one account's licence rows on `today`. */
export function licenceStatuses(rows: readonly LicenceRow[], today: string): TLicenceStatusEntry[] {
  return LICENCE_COUNTRIES.map((country) => {
    const best = rows.filter((row) => row.country === country).sort((a, b) => SOURCE_RANK[a.source] - SOURCE_RANK[b.source])[0];
    if (!best)
      return {
        country,
        status: "none",
        number: null,
        expires_on: null,
        source: null,
        confirmed: false,
        check_url: LICENCE_CHECK_URLS[country],
      };
    return {
      country,
      status: licenceStatusOn(best.expires_on, today),
      number: best.number,
      expires_on: best.expires_on,
      source: best.source,
      confirmed: best.confirmed,
      check_url: LICENCE_CHECK_URLS[country],
    };
  });
}

/** Statuses of many accounts, by id (an id without rows: "none" in both countries). */
export async function readLicenceStatuses(
  db: Database,
  ids: readonly string[],
  today = todayUtc(),
): Promise<Map<string, TLicenceStatusEntry[]>> {
  const byId = new Map<string, LicenceRow[]>();
  for (const row of await readLicenceRows(db, ids)) byId.set(row.influencer_id, [...(byId.get(row.influencer_id) ?? []), row]);
  return new Map(ids.map((id) => [id, licenceStatuses(byId.get(id) ?? [], today)]));
}
