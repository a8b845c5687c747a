import type { TLicenceCountry } from "@radar/contract/licences";
import { sql } from "kysely";
import type { Database } from "../../core/db/database.ts";

export interface UserLicence {
  influencerId: string;
  country: TLicenceCountry;
  number: string;
  expiresOn: string | null;
  proofUrl: string | null;
  confirmed: boolean;
  userId: number;
}

/** A user's record of an account's licence in a country (one per account and country: the last one wins). */
export async function writeUserLicence(db: Database, licence: UserLicence): Promise<void> {
  await db
    .insertInto("account_licences")
    .values({
      influencer_id: licence.influencerId,
      country: licence.country,
      source: "user",
      number: licence.number,
      expires_on: licence.expiresOn,
      proof_url: licence.proofUrl,
      confirmed: licence.confirmed,
      recorded_by: licence.userId,
    })
    .onConflict((oc) =>
      oc.columns(["influencer_id", "country", "source"]).doUpdateSet({
        number: licence.number,
        expires_on: licence.expiresOn,
        proof_url: licence.proofUrl,
        confirmed: licence.confirmed,
        recorded_by: licence.userId,
        recorded_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** Removes the user-recorded licence of an account in a country; false when there was none. */
export async function deleteUserLicence(db: Database, influencerId: string, country: TLicenceCountry): Promise<boolean> {
  const result = await db
    .deleteFrom("account_licences")
    .where("influencer_id", "=", influencerId)
    .where("country", "=", country)
    .where("source", "=", "user")
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Accounts whose "licensed in" facet keys disagree with their licences: a licence that expired since
 * its row was written, or a row a full reload rewrote without its keys (the bulk load skips the
 * triggers). A no-op update of their licences makes the statement trigger rewrite and stamp them.
 */
export async function refreshLicenceFacets(db: Database): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    WITH keys AS (
      SELECT ARRAY(SELECT licence_facet(p, c) FROM unnest(ARRAY['instagram', 'tiktok', 'youtube', 'twitter']) p, unnest(ARRAY['SA', 'AE']) c) AS every_key
    ), stale AS (
      SELECT i.id FROM influencers i, keys
      WHERE i.id IN (SELECT influencer_id FROM account_licences)
        AND ARRAY(SELECT f FROM unnest(i.facets) f WHERE f = ANY (keys.every_key) ORDER BY f)
          IS DISTINCT FROM ARRAY(SELECT DISTINCT licence_facet(i.platform::text, l.country) FROM account_licences l
            WHERE l.influencer_id = i.id AND (l.expires_on IS NULL OR l.expires_on >= current_date) ORDER BY 1)
    )
    UPDATE account_licences SET number = number WHERE influencer_id IN (SELECT id FROM stale)
    RETURNING influencer_id::text AS id`.execute(db);
  return new Set(rows.map((row) => row.id)).size;
}

/**
 * The demo index's licences (tools/demo): about one Saudi account in six gets a Mawthooq number and one
 * Emirati account in six a UAE permit, with expiries from a month ago to a year ahead (some expiring
 * within 30 days, a few expired), a third of them confirmed. Recorded as users' records without a user.
 */
export async function recordDemoLicences(db: Database): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    WITH written AS (
      INSERT INTO account_licences (influencer_id, country, source, number, expires_on, confirmed)
      SELECT i.id, c.country, 'user', (100000 + abs(i.id % 900000))::text, current_date + (abs(i.id % 400) - 30)::int, abs(i.id % 3) = 0
      FROM influencers i JOIN (VALUES ('SA'), ('AE')) AS c(country) ON i.country_code = c.country
      WHERE abs(i.id % 6) = 1
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM written`.execute(db);
  return rows[0]?.n ?? 0;
}
