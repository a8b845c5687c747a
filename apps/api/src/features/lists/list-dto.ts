import { LIST_MEMBER_STATUSES, type TListMember, type TListMemberStatus, type TListSummary } from "@radar/contract/lists";
import type { AppConfig } from "../../core/config/config.ts";
import { profileUrl } from "../discovery/public.ts";
import type { ListRow, MemberRow } from "./list-queries.ts";

/** The read-only page a share link opens (the web app's route). */
export function shareUrl(config: Pick<AppConfig, "PUBLIC_URL">, token: string): string {
  return `${config.PUBLIC_URL}/shared/lists/${token}`;
}

export function toListSummary(row: ListRow, config: Pick<AppConfig, "PUBLIC_URL">): TListSummary {
  const statusCounts = Object.fromEntries(LIST_MEMBER_STATUSES.map((status) => [status, Number(row.status_counts[status] ?? 0)])) as Record<
    TListMemberStatus,
    number
  >;
  return {
    id: row.id,
    name: row.name,
    member_count: Object.values(statusCounts).reduce((sum, n) => sum + n, 0),
    status_counts: statusCounts,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    share:
      row.share_token && row.share_created_at
        ? {
            token: row.share_token,
            url: shareUrl(config, row.share_token),
            include_notes: row.share_include_notes ?? false,
            created_at: row.share_created_at.toISOString(),
          }
        : null,
  };
}

/** Engagement is stored in basis points; the API speaks percent (as search results do). */
export const erPercent = (bp: number | null) => (bp === null ? null : Math.round(bp) / 100);

/**
 * A member as the API answers it; `withNotes` false blanks the team's price and note, `withAuthor`
 * false leaves out which member added it (shared views: a team's names are not for the link's readers).
 */
export function toListMember(row: MemberRow, withNotes = true, withAuthor = true): TListMember {
  return {
    influencer_id: row.influencer_id,
    platform: row.platform,
    username: row.username,
    name: row.full_name,
    avatar_url: row.avatar_url,
    url: profileUrl(row.platform, row.username),
    followers: row.followers,
    er: erPercent(row.er_bp),
    aqs: row.aqs,
    data_date: row.data_date.toISOString(),
    in_index: row.in_index,
    status: row.status,
    price_sar: withNotes && row.price_sar !== null ? Number(row.price_sar) : null,
    note: withNotes ? row.note : "",
    added_at: row.added_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...(withAuthor
      ? { added_by: row.added_by_id !== null && row.added_by_name !== null ? { id: row.added_by_id, name: row.added_by_name } : null }
      : {}),
  };
}
