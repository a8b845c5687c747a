import type { TListMember } from "@radar/contract/lists";
import type { Database } from "../../core/db/database.ts";
import { readLicenceStatuses } from "../../core/licences/licence-statuses.ts";

/** The members with their licence status per country, read in one query for the whole list. */
export async function withLicences(db: Database, members: TListMember[]): Promise<TListMember[]> {
  const statuses = await readLicenceStatuses(
    db,
    members.map((member) => member.influencer_id),
  );
  return members.map((member) => ({ ...member, licences: statuses.get(member.influencer_id) ?? [] }));
}
