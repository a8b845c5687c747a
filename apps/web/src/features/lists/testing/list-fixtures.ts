import { LIST_MEMBER_STATUSES, type TListDetail, type TListMember, type TListSummary } from "@radar/contract/lists";

export function member(overrides: Partial<TListMember> = {}): TListMember {
  return {
    influencer_id: "101",
    platform: "instagram",
    username: "noura.eats",
    name: "Noura Eats",
    avatar_url: null,
    url: "https://www.instagram.com/noura.eats/",
    followers: 184_300,
    er: 4.12,
    aqs: 81,
    data_date: "2026-11-20T08:00:00Z",
    in_index: true,
    status: "shortlisted",
    price_sar: null,
    note: "",
    added_at: "2026-11-21T10:00:00Z",
    updated_at: "2026-11-21T10:00:00Z",
    ...overrides,
  };
}

export function summary(overrides: Partial<TListSummary> = {}): TListSummary {
  return {
    id: 7,
    name: "Ramadan campaign — beauty",
    member_count: 0,
    status_counts: Object.fromEntries(LIST_MEMBER_STATUSES.map((status) => [status, 0])) as TListSummary["status_counts"],
    created_at: "2026-11-21T09:00:00Z",
    updated_at: "2026-11-22T09:00:00Z",
    share: null,
    ...overrides,
  };
}

export const LIMITS = { plan_level: "growth", max_lists: 20, max_members: 500 } as const;

export function detail(members: TListMember[], list: Partial<TListSummary> = {}): TListDetail {
  return { list: summary({ member_count: members.length, ...list }), members, limits: { ...LIMITS } };
}

/** `count` members with distinct ids, names and follower counts. */
export function manyMembers(count: number): TListMember[] {
  return Array.from({ length: count }, (_, index) =>
    member({
      influencer_id: String(1_000 + index),
      username: `creator${index}`,
      name: `Creator ${index}`,
      followers: 10_000 + index * 7,
      added_at: new Date(Date.UTC(2026, 10, 1) + index * 60_000).toISOString(),
    }),
  );
}
