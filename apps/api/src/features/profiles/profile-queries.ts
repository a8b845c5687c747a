import type { TPlatform } from "@radar/contract/constants";
import type { TIndexSource, TProvenanceField } from "@radar/contract/sources";
import { type Insertable, type Selectable, sql } from "kysely";
import type { Database } from "../../core/db/database.ts";
import type { SocialProfilesTable } from "../../core/db/schema.ts";

/** A profile with the index's live figures beside the ones it was added with (null: left the index). */
export interface ProfileRow extends Selectable<SocialProfilesTable> {
  live_name: string | null;
  live_followers: number | null;
  live_er_bp: number | null;
  live_photo_url: string | null;
  live_updated_at: Date | null;
  /** Provenance of the live figures; null when the account has left the index. */
  live_source: TIndexSource | null;
  live_via_sandbox: boolean | null;
  live_fetched_at: Date | null;
  live_estimated: TProvenanceField[] | null;
  live_missing: TProvenanceField[] | null;
}

function profilesWithIndex(db: Database) {
  return db
    .selectFrom("social_profiles as sp")
    .leftJoin("influencers as i", "i.id", "sp.influencer_id")
    .leftJoin("influencer_profiles as ip", "ip.id", "sp.influencer_id")
    .select([
      "sp.id",
      "sp.workspace_id",
      "sp.user_id",
      sql<string>`sp.influencer_id::text`.as("influencer_id"),
      "sp.platform",
      "sp.username",
      "sp.profile_url",
      "sp.targeted_category",
      "sp.category_id",
      "sp.targeted_gender",
      "sp.age_groups",
      "sp.size_preset",
      "sp.snapshot_name",
      "sp.snapshot_followers",
      "sp.snapshot_er_bp",
      "sp.snapshot_photo_url",
      "sp.snapshot_at",
      "sp.created_at",
      "i.full_name as live_name",
      "i.followers as live_followers",
      "i.er_bp as live_er_bp",
      "ip.avatar_url as live_photo_url",
      "i.updated_at as live_updated_at",
      "ip.source as live_source",
      "ip.via_sandbox as live_via_sandbox",
      sql<Date | null>`coalesce(ip.fetched_at, i.updated_at)`.as("live_fetched_at"),
      sql<TProvenanceField[] | null>`ip.estimated_fields`.as("live_estimated"),
      sql<TProvenanceField[] | null>`ip.missing_fields`.as("live_missing"),
    ]);
}

export function listProfiles(db: Database, workspaceId: string): Promise<ProfileRow[]> {
  return profilesWithIndex(db).where("sp.workspace_id", "=", workspaceId).orderBy("sp.id").execute();
}

/** A profile of the workspace; another workspace's id reads as missing. */
export function findWorkspaceProfile(db: Database, workspaceId: string, id: number): Promise<ProfileRow | undefined> {
  return profilesWithIndex(db).where("sp.workspace_id", "=", workspaceId).where("sp.id", "=", id).executeTakeFirst();
}

/** Serialises the profile changes of one workspace (the plan limit is counted inside the lock). */
export async function lockWorkspaceProfiles(db: Database, workspaceId: string): Promise<void> {
  await db.selectFrom("workspaces").select("id").where("id", "=", workspaceId).forUpdate().execute();
}

export async function countProfiles(db: Database, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom("social_profiles")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function hasProfileFor(db: Database, workspaceId: string, platform: TPlatform, username: string): Promise<boolean> {
  const row = await db
    .selectFrom("social_profiles")
    .select("id")
    .where("workspace_id", "=", workspaceId)
    .where("platform", "=", platform)
    .where(sql`lower(username)`, "=", username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertProfile(db: Database, values: Insertable<SocialProfilesTable>): Promise<number> {
  const row = await db.insertInto("social_profiles").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes a profile of the workspace; false when the workspace has no such profile. */
export async function deleteWorkspaceProfile(db: Database, workspaceId: string, id: number): Promise<boolean> {
  const row = await db
    .deleteFrom("social_profiles")
    .where("workspace_id", "=", workspaceId)
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}
