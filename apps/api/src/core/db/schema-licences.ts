import type { Generated } from "kysely";

export type LicenceCountry = "SA" | "AE";
export type LicenceSource = "bio" | "user" | "regulator";

/** A licence to advertise per account, country and source (migration 0038). */
export interface AccountLicencesTable {
  influencer_id: string;
  country: LicenceCountry;
  source: LicenceSource;
  number: string;
  expires_on: string | null;
  proof_url: string | null;
  confirmed: Generated<boolean>;
  recorded_by: number | null;
  recorded_at: Generated<Date>;
}

/** Every insert, change and removal of a licence (written by a trigger, migration 0038). */
export interface AccountLicenceChangesTable {
  id: Generated<string>;
  influencer_id: string;
  country: LicenceCountry;
  source: LicenceSource;
  action: "recorded" | "changed" | "removed";
  number: string;
  expires_on: string | null;
  proof_url: string | null;
  confirmed: boolean;
  recorded_by: number | null;
  changed_at: Generated<Date>;
}

export interface LicencesTables {
  account_licences: AccountLicencesTable;
  account_licence_changes: AccountLicenceChangesTable;
}
