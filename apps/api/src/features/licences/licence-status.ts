import {
  LICENCE_CHECK_URLS,
  LICENCE_COUNTRIES,
  licenceStatusOn,
  type TLicenceRecord,
  type TLicenceSource,
  type TLicenceStatusEntry,
} from "@radar/contract/licences";
import type { LicenceRow } from "./licence-queries.ts";

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
export function statusesById(ids: readonly string[], rows: readonly LicenceRow[], today: string): Map<string, TLicenceStatusEntry[]> {
  const byId = new Map<string, LicenceRow[]>();
  for (const row of rows) byId.set(row.influencer_id, [...(byId.get(row.influencer_id) ?? []), row]);
  return new Map(ids.map((id) => [id, licenceStatuses(byId.get(id) ?? [], today)]));
}
