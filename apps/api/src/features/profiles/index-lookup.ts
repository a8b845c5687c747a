import type { TPlatform } from "@radar/contract/constants";
import { sql } from "kysely";
import type { Database } from "../../core/db/database.ts";
import { influencerId } from "../discovery/public.ts";

/**
 * Read-only access to the discovery index for the profiles feature: the only place it touches the
 * index tables. The account is found by its id — the index's hash of "platform:username" — so the
 * lookup is one primary-key read whatever the size of the index.
 */
export interface IndexedAccount {
  influencerId: string;
  username: string;
  fullName: string;
  followers: number;
  erBp: number;
  avatarUrl: string | null;
  updatedAt: Date;
}

export async function findIndexedAccount(db: Database, platform: TPlatform, username: string): Promise<IndexedAccount | null> {
  const id = influencerId(platform, username);
  const row = await db
    .selectFrom("influencers as i")
    .leftJoin("influencer_profiles as p", "p.id", "i.id")
    .select([
      sql<string>`i.id::text`.as("influencer_id"),
      "i.platform",
      "i.username",
      "i.full_name",
      "i.followers",
      "i.er_bp",
      "p.avatar_url",
      "i.updated_at",
    ])
    .where("i.id", "=", id)
    .executeTakeFirst();
  // A hash can collide: the row must really be this account.
  if (!row || row.platform !== platform || row.username.toLowerCase() !== username.toLowerCase()) return null;
  return {
    influencerId: row.influencer_id,
    username: row.username,
    fullName: row.full_name,
    followers: row.followers,
    erBp: row.er_bp,
    avatarUrl: row.avatar_url,
    updatedAt: row.updated_at,
  };
}

/** The English title of a content category of the index, or null when there is no such category. */
export async function findCategoryTitle(db: Database, id: number): Promise<string | null> {
  if (!Number.isInteger(id) || id < 0 || id > 32_767) return null;
  const row = await db.selectFrom("discovery_categories").select("title").where("id", "=", id).executeTakeFirst();
  return row?.title ?? null;
}
