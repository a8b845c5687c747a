import { LIST_MEMBER_STATUSES, LIST_NOTE_MAX, type TListMember, type TListMemberStatus } from "@radar/contract/lists";
import { Trash2 } from "lucide-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { formatDate, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import type { MemberChange } from "../api/update-member";
import { formatEngagement, formatFollowers, formatQuality, parsePrice } from "../utils/member-format";
import { useMemberReport } from "./creator-report-slot";
import { InlineTextCell } from "./inline-text-cell";
import { MemberIdentity } from "./member-identity";

type Props = {
  member: TListMember;
  /** Stable across renders (the table's), so an edit re-renders only the edited member's row. */
  onChange: (change: MemberChange) => void;
  onRemove: (member: TListMember) => void;
};

const priceText = (price: number | null) => (price === null ? "" : String(price));

function MemberRowComponent({ member, onChange, onRemove }: Props) {
  const { t } = useTranslation("lists");
  const language = useLanguage();
  const name = member.name;
  const id = member.influencer_id;
  const Report = useMemberReport();
  return (
    <tr data-testid="member-row" className="border-t align-middle hover:bg-surface/60">
      <td className="min-w-48 max-w-64 px-3 py-2">
        <MemberIdentity member={member} showPlatform />
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums" title={formatNumber(member.followers, language)}>
        {formatFollowers(member.followers, language)}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{formatEngagement(member.er, language)}</td>
      <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{formatQuality(member.aqs, language)}</td>
      <td className="whitespace-nowrap px-3 py-2 text-muted-foreground">{formatDate(member.data_date, language)}</td>
      <td className="px-3 py-2">
        <select
          aria-label={t("members.statusFor", { name })}
          value={member.status}
          onChange={(event) => onChange({ influencerId: id, change: { status: event.target.value as TListMemberStatus } })}
          className="h-8 rounded-md border border-input bg-background px-2 text-sm focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/20"
        >
          {LIST_MEMBER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="w-32 px-3 py-2">
        <InlineTextCell
          value={priceText(member.price_sar)}
          label={t("members.priceFor", { name })}
          placeholder={t("members.pricePlaceholder")}
          inputMode="decimal"
          dir="ltr"
          className="text-end tabular-nums"
          onCommit={(text) => {
            const price = parsePrice(text);
            if (price === undefined) return false;
            onChange({ influencerId: id, change: { price_sar: price } });
            return true;
          }}
        />
      </td>
      <td className="min-w-40 px-3 py-2">
        <InlineTextCell
          value={member.note}
          label={t("members.noteFor", { name })}
          placeholder={t("members.notePlaceholder")}
          maxLength={LIST_NOTE_MAX}
          onCommit={(text) => {
            onChange({ influencerId: id, change: { note: text } });
            return true;
          }}
        />
      </td>
      <td className="px-3 py-2 text-end">
        <div className="flex items-center justify-end gap-1">
          {Report && member.in_index ? (
            <Report creator={{ influencerId: id, name, username: member.username, platform: member.platform }} />
          ) : null}
          <Button variant="ghost" size="icon" aria-label={t("members.removeFor", { name })} onClick={() => onRemove(member)}>
            <Trash2 />
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Rows compare their member object: the cache replaces only the edited member's, so only its row renders. */
export const MemberRow = memo(MemberRowComponent);
