import type { TListMember } from "@radar/contract/lists";
import { useTranslation } from "react-i18next";
import type { MemberChange } from "../api/update-member";
import { usePhoneLayout } from "../hooks/use-phone-layout";
import type { MemberSort } from "../utils/sort-members";
import { MemberCard } from "./member-card";
import { MemberRow } from "./member-row";
import { SortHeader } from "./sort-header";
import { SortSelect } from "./sort-select";

type Props = {
  members: TListMember[];
  sort: MemberSort;
  onSort: (sort: MemberSort) => void;
  onChange: (change: MemberChange) => void;
  onRemove: (member: TListMember) => void;
};

/**
 * The owner's editable table: sortable columns, one memoised row per member. On a phone the same
 * members as cards, sorted by a select: nine columns do not fit 375 px, and a page that scrolls
 * sideways hides the fields being edited.
 */
export function MembersTable({ members, sort, onSort, onChange, onRemove }: Props) {
  const { t } = useTranslation("lists");
  const phone = usePhoneLayout();
  const plain = "px-3 py-2.5 text-start font-medium";
  if (phone) {
    return (
      <div className="grid gap-3">
        <SortSelect sort={sort} onSort={onSort} />
        <ul aria-label={t("members.caption")} className="grid gap-3">
          {members.map((member) => (
            <MemberCard key={member.influencer_id} member={member} onChange={onChange} onRemove={onRemove} />
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="relative overflow-x-auto rounded-xl border">
      <table className="w-full min-w-[900px] text-sm">
        <caption className="sr-only">{t("members.caption")}</caption>
        <thead className="bg-surface text-xs text-muted-foreground">
          <tr>
            <SortHeader field="name" label={t("columns.influencer")} sort={sort} onSort={onSort} />
            <SortHeader field="followers" label={t("columns.followers")} sort={sort} onSort={onSort} align="end" />
            <SortHeader field="er" label={t("columns.engagement")} sort={sort} onSort={onSort} align="end" />
            <SortHeader field="aqs" label={t("columns.quality")} sort={sort} onSort={onSort} align="end" />
            <th scope="col" className={plain}>
              {t("columns.dataDate")}
            </th>
            <SortHeader field="status" label={t("columns.status")} sort={sort} onSort={onSort} />
            <SortHeader field="price_sar" label={t("columns.price")} sort={sort} onSort={onSort} align="end" />
            <th scope="col" className={plain}>
              {t("columns.note")}
            </th>
            <th scope="col" className="px-3 py-2.5">
              <span className="sr-only">{t("columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <MemberRow key={member.influencer_id} member={member} onChange={onChange} onRemove={onRemove} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
