import type { TListMember } from "@radar/contract/lists";
import { useTranslation } from "react-i18next";
import { LicenceBadges } from "@/components/licences/licence-badges";
import { Avatar } from "@/components/ui/avatar";
import { initialsOf } from "@/lib/initials";

/** Avatar, name (a link to the account), @username and optionally the platform; the name keeps its direction. */
export function MemberIdentity({ member, showPlatform = false }: { member: TListMember; showPlatform?: boolean }) {
  const { t } = useTranslation("lists");
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar src={member.avatar_url} alt="" fallback={initialsOf(member.name)} className="size-8" />
      <div className="grid min-w-0">
        <a href={member.url} target="_blank" rel="noreferrer" className="truncate font-medium text-primary hover:underline">
          <bdi>{member.name}</bdi>
        </a>
        {/* Wraps rather than cuts: a long username must not hide the platform or the "left the index" mark. */}
        <span className="flex min-w-0 flex-wrap items-baseline gap-x-1 text-xs text-muted-foreground">
          <bdi dir="ltr" className="max-w-full truncate">
            @{member.username}
          </bdi>
          {showPlatform ? <span>· {t(`platforms.${member.platform}`)}</span> : null}
          {member.in_index ? null : <span className="text-warning-soft-foreground">· {t("members.leftIndex")}</span>}
        </span>
        <LicenceBadges statuses={member.licences} className="mt-0.5 w-fit" />
        {/* Who in the team put it here; shared views leave the team's names out. */}
        {member.added_by ? (
          <span data-testid="member-added-by" className="break-words text-xs text-muted-foreground">
            {t("members.addedBy", { name: member.added_by.name })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
