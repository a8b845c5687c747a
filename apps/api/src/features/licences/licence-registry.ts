import type { TLicenceCountry } from "@radar/contract/licences";
import { sql } from "kysely";
import type { Database } from "../../core/db/database.ts";

/**
 * A regulator's register of licences to advertise, asked by number. Neither GAMR (Mawthooq, SA) nor the
 * UAE Media Council publishes a documented API today: their public pages are for people, and we do not
 * scrape them. A real client implements this interface once an API is confirmed (with its credentials
 * in the source settings, like every other source); until then only the sandbox exists, for tests and
 * demos, and nothing in the product calls a registry on its own.
 */
export interface LicenceRegistry {
  readonly country: TLicenceCountry;
  /** The register's entry for a number; null when the register does not know it. */
  lookup(number: string): Promise<RegistryEntry | null>;
}

export interface RegistryEntry {
  number: string;
  /** YYYY-MM-DD */
  expiresOn: string | null;
  state: "active" | "expired" | "revoked";
}

/**
 * The sandbox: a number ending in 0 is unknown, one ending in 9 was revoked; any other is active until a
 * date its digits set (1–24 months after `today`), or expired a month ago when it ends in 1.
 */
export function sandboxRegistry(country: TLicenceCountry, today: () => Date = () => new Date()): LicenceRegistry {
  return {
    country,
    async lookup(number) {
      const last = number.at(-1);
      if (!/^\d{4,12}$/.test(number) || last === "0") return null;
      if (last === "9") return { number, expiresOn: null, state: "revoked" };
      const date = today();
      const months = last === "1" ? -1 : 1 + (Number(number.slice(-3)) % 24);
      const expires = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));
      return { number, expiresOn: expires.toISOString().slice(0, 10), state: last === "1" ? "expired" : "active" };
    },
  };
}

/**
 * Asks a register about an account's number and keeps its answer as the `regulator` record (which
 * speaks before a user's and the bio's); a number the register does not know or revoked removes it.
 */
export async function checkAtRegistry(
  db: Database,
  registry: LicenceRegistry,
  influencerId: string,
  number: string,
): Promise<RegistryEntry | null> {
  const entry = await registry.lookup(number);
  if (!entry || entry.state === "revoked") {
    await db
      .deleteFrom("account_licences")
      .where("influencer_id", "=", influencerId)
      .where("country", "=", registry.country)
      .where("source", "=", "regulator")
      .execute();
    return entry;
  }
  await db
    .insertInto("account_licences")
    .values({
      influencer_id: influencerId,
      country: registry.country,
      source: "regulator",
      number: entry.number,
      expires_on: entry.expiresOn,
      confirmed: true,
    })
    .onConflict((oc) =>
      oc
        .columns(["influencer_id", "country", "source"])
        .doUpdateSet({ number: entry.number, expires_on: entry.expiresOn, recorded_at: sql<Date>`now()` }),
    )
    .execute();
  return entry;
}
