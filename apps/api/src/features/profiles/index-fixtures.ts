import type { TPlatform } from "@radar/contract/constants";
import { sql } from "kysely";
import type { AppContext } from "../../core/context.ts";
import { influencerId } from "../discovery/index/influencer-record.ts";

export interface IndexedAccountFixture {
  platform: TPlatform;
  username: string;
  followers?: number;
  erBp?: number;
  fullName?: string;
  avatarUrl?: string | null;
}

/** Tests only: puts one account into the influencer index, as the seed or an import would. */
export async function indexAccount(ctx: AppContext, account: IndexedAccountFixture): Promise<string> {
  const id = influencerId(account.platform, account.username);
  const fullName = account.fullName ?? `${account.username} (full name)`;
  // Raw SQL: the index tables have many columns a test has no use for; their defaults do.
  await sql`
    INSERT INTO influencers (id, platform, username, full_name, followers, er_bp, aqs, account_type)
    VALUES (${id}, ${account.platform}, ${account.username}, ${fullName}, ${account.followers ?? 184_300}, ${account.erBp ?? 412}, 80, 'creator')
  `.execute(ctx.db);
  await sql`INSERT INTO influencer_profiles (id, avatar_url) VALUES (${id}, ${account.avatarUrl ?? null})`.execute(ctx.db);
  return id;
}
