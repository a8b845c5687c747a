import type { TListMember } from "@radar/contract/lists";
import { useTranslation } from "react-i18next";
import { formatCurrency, formatDate, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { formatEngagement, formatFollowers, formatQuality } from "../utils/member-format";
import { MemberIdentity } from "./member-identity";
import { StatusBadge } from "./status-badge";

/** The shared view's read-only table; price and note columns only when the owner included them. */
export function SharedMembersTable({ members, includeNotes }: { members: TListMember[]; includeNotes: boolean }) {
  const { t } = useTranslation("lists");
  const language = useLanguage();
  const head = "px-3 py-2.5 font-medium";
  return (
    <div className="relative overflow-x-auto rounded-xl border bg-background">
      <table className="w-full min-w-[760px] text-sm">
        <caption className="sr-only">{t("members.caption")}</caption>
        <thead className="bg-surface text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={`${head} text-start`}>
              {t("columns.influencer")}
            </th>
            <th scope="col" className={`${head} text-start`}>
              {t("columns.platform")}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t("columns.followers")}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t("columns.engagement")}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t("columns.quality")}
            </th>
            <th scope="col" className={`${head} text-start`}>
              {t("columns.status")}
            </th>
            {includeNotes ? (
              <>
                <th scope="col" className={`${head} text-end`}>
                  {t("columns.price")}
                </th>
                <th scope="col" className={`${head} text-start`}>
                  {t("columns.note")}
                </th>
              </>
            ) : null}
            <th scope="col" className={`${head} text-start`}>
              {t("columns.dataDate")}
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.influencer_id} data-testid="shared-member-row" className="border-t">
              <td className="min-w-56 max-w-72 px-3 py-2">
                <MemberIdentity member={member} />
              </td>
              <td className="px-3 py-2 text-muted-foreground">{t(`platforms.${member.platform}`)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums" title={formatNumber(member.followers, language)}>
                {formatFollowers(member.followers, language)}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{formatEngagement(member.er, language)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{formatQuality(member.aqs, language)}</td>
              <td className="px-3 py-2">
                <StatusBadge status={member.status} />
              </td>
              {includeNotes ? (
                <>
                  <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
                    {member.price_sar === null ? "—" : formatCurrency(member.price_sar, language)}
                  </td>
                  <td className="min-w-48 max-w-72 px-3 py-2 whitespace-pre-wrap">
                    <bdi>{member.note}</bdi>
                  </td>
                </>
              ) : null}
              <td className="whitespace-nowrap px-3 py-2 text-muted-foreground">{formatDate(member.data_date, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
