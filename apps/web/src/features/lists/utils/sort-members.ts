import { LIST_MEMBER_STATUSES, type TListMember, type TListMemberStatus, type TListSortField } from "@radar/contract/lists";

export type MemberSort = { field: TListSortField; order: "asc" | "desc" };
export const DEFAULT_MEMBER_SORT: MemberSort = { field: "added_at", order: "desc" };

const STATUS_RANK = new Map(LIST_MEMBER_STATUSES.map((status, index) => [status, index]));

function value(member: TListMember, field: TListSortField): string | number | null {
  switch (field) {
    case "name":
      return member.name.toLocaleLowerCase();
    case "status":
      return STATUS_RANK.get(member.status) ?? 0;
    case "added_at":
      return member.added_at;
    default:
      return member[field];
  }
}

/** Filters by status and sorts; missing figures go last in either order, ties keep the newest first. */
export function visibleMembers(members: readonly TListMember[], status: TListMemberStatus | null, sort: MemberSort): TListMember[] {
  const direction = sort.order === "asc" ? 1 : -1;
  const filtered = status === null ? [...members] : members.filter((member) => member.status === status);
  return filtered.sort((a, b) => {
    const left = value(a, sort.field);
    const right = value(b, sort.field);
    if (left === right) return a.added_at < b.added_at ? 1 : -1;
    if (left === null) return 1;
    if (right === null) return -1;
    return (left < right ? -1 : 1) * direction;
  });
}

export function statusCounts(members: readonly TListMember[]): Record<TListMemberStatus, number> {
  const counts = Object.fromEntries(LIST_MEMBER_STATUSES.map((status) => [status, 0])) as Record<TListMemberStatus, number>;
  for (const member of members) counts[member.status] += 1;
  return counts;
}
