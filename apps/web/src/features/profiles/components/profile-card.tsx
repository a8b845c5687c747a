import { CircleCheck, FileText, MoreVertical, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Figure, ProvenanceLine } from "@/components/provenance";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { hrefTo } from "@/config/paths";
import { formatDate, formatFollowers, formatPercent } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { isEstimated } from "@/lib/provenance";
import type { Profile } from "../utils/normalize-profile";
import { profileInitials } from "../utils/profile-initials";
import { DeleteProfileDialog } from "./delete-profile-dialog";
import { PlatformBadge } from "./platform-icon";
import { ProfileGrowth } from "./profile-growth";

type ProfileCardProps = {
  profile: Profile;
  isActive: boolean;
  onSelect: (profile: Profile) => void;
  onDelete: (profile: Profile) => void;
};

/**
 * SPEC §2 profile card: avatar, name, username, followers, engagement, platform, last update, and its
 * menu; with the account's follower chart and growth below the figures.
 */
export function ProfileCard({ profile, isActive, onSelect, onDelete }: ProfileCardProps) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const updated = formatDate(profile.lastUpdated, language);

  return (
    // Username and platform in the name too: one person's accounts on several platforms share a display
    // name (often the username as well), and landmarks of one name cannot be told apart (axe landmark-unique).
    <Card
      className="flex flex-col gap-4 p-5"
      aria-label={`${profile.name} (@${profile.username}, ${t(`platforms.${profile.platform}`)})`}
      data-testid="profile-card"
    >
      <div className="flex items-start gap-3">
        <Avatar src={profile.photoUrl} alt={profile.name} fallback={profileInitials(profile.name)} className="size-12 text-sm" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="line-clamp-2 text-start font-semibold leading-6 break-words" dir="auto">
            {profile.name}
          </p>
          <p className="truncate text-sm text-muted-foreground">
            <span dir="ltr">@{profile.username}</span>
          </p>
        </div>
        <PlatformBadge platform={profile.platform} label={t(`platforms.${profile.platform}`)} />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="-me-2 -mt-1 size-8" aria-label={t("card.menu", { name: profile.name })}>
              <MoreVertical />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent className="w-56">
            {isActive ? null : (
              <DropdownMenuItem onSelect={() => onSelect(profile)}>
                <CircleCheck />
                {t("card.makeActive")}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem asChild>
              <Link to={hrefTo("profileReports", { profileId: profile.id })}>
                <FileText />
                {t("card.reports")}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to={hrefTo("profileSearch", { profileId: profile.id })}>
                <Search />
                {t("card.findSimilar")}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              className="text-destructive data-[highlighted]:bg-destructive-soft [&_svg]:text-destructive"
              onSelect={() => setConfirming(true)}
            >
              <Trash2 />
              {t("card.delete")}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-xl bg-surface px-3 py-2.5">
          <dt className="text-xs text-muted-foreground">{t("card.followers")}</dt>
          <dd className="text-lg font-semibold tabular-nums">
            <Figure
              text={profile.followers === null ? null : formatFollowers(profile.followers, language)}
              estimated={isEstimated(profile.provenance, "followers")}
            />
          </dd>
        </div>
        <div className="rounded-xl bg-surface px-3 py-2.5">
          <dt className="text-xs text-muted-foreground">{t("card.engagement")}</dt>
          <dd className="text-lg font-semibold tabular-nums">
            <Figure
              text={profile.engagement === null ? null : formatPercent(profile.engagement, language)}
              estimated={isEstimated(profile.provenance, "er")}
            />
          </dd>
        </div>
      </dl>

      {/* An account that left the index has no history to chart: its card keeps the snapshot's figures only. */}
      {profile.influencerId && profile.provenance ? <ProfileGrowth influencerId={profile.influencerId} /> : null}

      <div className="mt-auto flex min-h-6 flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        {/* The index's provenance is the last update; an account that left the index shows its snapshot's date. */}
        {profile.provenance ? (
          <ProvenanceLine provenance={profile.provenance} className="flex-1" />
        ) : (
          <span>{updated ? t("card.updated", { date: updated }) : t("card.neverUpdated")}</span>
        )}
        {isActive ? <Badge variant="accent">{t("card.active")}</Badge> : null}
      </div>

      <DeleteProfileDialog profile={profile} open={confirming} onOpenChange={setConfirming} onConfirm={() => onDelete(profile)} />
    </Card>
  );
}
