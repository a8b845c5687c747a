import type { TListMember } from "@radar/contract/lists";
import { useTranslation } from "react-i18next";
import { formatCurrency, formatDate, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { usePhoneLayout } from "../hooks/use-phone-layout";
import { formatEngagement, formatFollowers, formatQuality } from "../utils/member-format";
import { CardFigure } from "./member-card";
import { MemberIdentity } from "./member-identity";
import { StatusBadge } from "./status-badge";

/**
 * The shared view's read-only table; price and note columns only when the owner included them.
 * On a phone, one card per member instead (the page must not scroll sideways at 375 px).
 */
export function SharedMembersTable({ members, includeNotes }: { members: TListMember[]; includeNotes: boolean }) {
  const { t } = useTranslation("lists");
  const language = useLanguage();
  const phone = usePhoneLayout();
  const head = "px-3 py-2.5 font-medium";
  if (phone) {
    return (
      <ul aria-label={t("members.caption")} className="grid gap-3">
        {members.map((member) => (
          <li
            key={member.influencer_id}
            data-testid="shared-member-row"
            className="grid gap-3 rounded-xl border bg-background p-3 shadow-card"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0 flex-1">
                <MemberIdentity member={member} showPlatform />
              </div>
              <StatusBadge status={member.status} />
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <CardFigure
                label={t("columns.followers")}
                value={formatFollowers(member.followers, language)}
                title={formatNumber(member.followers, language)}
              />
              <CardFigure label={t("columns.engagement")} value={formatEngagement(member.er, language)} />
              <CardFigure label={t("columns.quality")} value={formatQuality(member.aqs, language)} />
            </dl>
            {includeNotes ? (
              <dl className="grid gap-1 text-sm">
                <div className="flex flex-wrap gap-x-2">
                  <dt className="text-muted-foreground">{t("columns.price")}</dt>
                  <dd className="tabular-nums">{member.price_sar === null ? "—" : formatCurrency(member.price_sar, language)}</dd>
                </div>
                {member.note ? (
                  <div className="grid gap-0.5">
                    <dt className="text-muted-foreground">{t("columns.note")}</dt>
                    <dd className="whitespace-pre-wrap break-words">
                      <bdi>{member.note}</bdi>
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
            <p className="text-xs text-muted-foreground">
              {t("columns.dataDate")} {formatDate(member.data_date, language)}
            </p>
          </li>
        ))}
      </ul>
    );
  }
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
