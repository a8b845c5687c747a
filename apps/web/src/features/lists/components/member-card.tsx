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
  onChange: (change: MemberChange) => void;
  onRemove: (member: TListMember) => void;
};

const priceText = (price: number | null) => (price === null ? "" : String(price));

/** A figure with its caption, for the three metrics of a member card. */
export function CardFigure({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <div className="grid min-w-0 gap-0.5 rounded-lg bg-surface px-2.5 py-2">
      <dt className="truncate text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium tabular-nums" title={title}>
        {value}
      </dd>
    </div>
  );
}

/** The list editor's member on a phone: the same fields as a table row, stacked to fit 375 px. */
function MemberCardComponent({ member, onChange, onRemove }: Props) {
  const { t } = useTranslation("lists");
  const language = useLanguage();
  const name = member.name;
  const id = member.influencer_id;
  const Report = useMemberReport();
  const statusId = `member-status-${id}`;
  return (
    <li data-testid="member-row" className="grid gap-3 rounded-xl border bg-background p-3 shadow-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <MemberIdentity member={member} showPlatform />
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {Report && member.in_index ? (
            <Report creator={{ influencerId: id, name, username: member.username, platform: member.platform }} />
          ) : null}
          <Button variant="ghost" size="icon" aria-label={t("members.removeFor", { name })} onClick={() => onRemove(member)}>
            <Trash2 />
          </Button>
        </div>
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
      <div className="grid grid-cols-2 gap-2">
        <div className="grid min-w-0 gap-1">
          <label htmlFor={statusId} className="text-xs text-muted-foreground">
            {t("columns.status")}
          </label>
          <select
            id={statusId}
            aria-label={t("members.statusFor", { name })}
            value={member.status}
            onChange={(event) => onChange({ influencerId: id, change: { status: event.target.value as TListMemberStatus } })}
            className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/20"
          >
            {LIST_MEMBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-1">
          <span className="truncate text-xs text-muted-foreground" aria-hidden>
            {t("columns.price")}
          </span>
          <InlineTextCell
            value={priceText(member.price_sar)}
            label={t("members.priceFor", { name })}
            placeholder={t("members.pricePlaceholder")}
            inputMode="decimal"
            dir="ltr"
            className="h-9 border-input tabular-nums"
            onCommit={(text) => {
              const price = parsePrice(text);
              if (price === undefined) return false;
              onChange({ influencerId: id, change: { price_sar: price } });
              return true;
            }}
          />
        </div>
      </div>
      <InlineTextCell
        value={member.note}
        label={t("members.noteFor", { name })}
        placeholder={t("members.notePlaceholder")}
        maxLength={LIST_NOTE_MAX}
        className="h-9 border-input"
        onCommit={(text) => {
          onChange({ influencerId: id, change: { note: text } });
          return true;
        }}
      />
      <p className="text-xs text-muted-foreground">
        {t("columns.dataDate")} {formatDate(member.data_date, language)}
      </p>
    </li>
  );
}

export const MemberCard = memo(MemberCardComponent);
