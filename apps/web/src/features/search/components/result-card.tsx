import { MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LicenceBadges } from "@/components/licences/licence-badges";
import { useLicenceStatusOf } from "@/components/licences/page-licences";
import { Figure, ProvenanceLine } from "@/components/provenance";
import { useLanguage } from "@/lib/i18n";
import { isEstimated } from "@/lib/provenance";
import { formatEngagementPercent, formatFollowersShort, formatKnown } from "../utils/format-search";
import { type Influencer, localized } from "../utils/influencer";
import type { ResultOrigin } from "../utils/merge-results";
import { useAddToList } from "./add-to-list-slot";
import { useCreatorReport } from "./creator-report-slot";
import { InfluencerAvatar, PlatformTag, useLocationText, VerifiedMark } from "./influencer-identity";
import { QualityFigure } from "./quality-figure";
import { ResultOriginBadge } from "./result-provenance";

/**
 * One result as a card; the name is the button that opens the details, stretched over the card.
 * `origin` says where the result came from ("In our index", "From the market · Modash · today"); the
 * actions (report, add to list) are the same for both, since the market's accounts are in our index too.
 */
export function ResultCard({
  influencer,
  onOpen,
  origin,
}: {
  influencer: Influencer;
  onOpen: (influencer: Influencer) => void;
  origin?: ResultOrigin | null;
}) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const location = useLocationText()(influencer);
  const AddToList = useAddToList();
  const CreatorReport = useCreatorReport();
  const licences = useLicenceStatusOf(influencer.id);
  return (
    <article
      data-testid="result-card"
      data-origin={origin?.kind}
      className="relative grid min-w-0 gap-4 rounded-2xl border bg-background p-4 shadow-card transition-colors focus-within:border-primary hover:border-primary/50"
    >
      <div className="flex min-w-0 items-start gap-3">
        <InfluencerAvatar influencer={influencer} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <div className="flex min-w-0 items-center gap-1.5">
            <h3 className="min-w-0 truncate font-semibold">
              <button
                type="button"
                onClick={() => onOpen(influencer)}
                className="text-start after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
              >
                <bdi>{influencer.name}</bdi>
              </button>
            </h3>
            <VerifiedMark influencer={influencer} />
          </div>
          <p className="truncate text-sm text-muted-foreground" dir="ltr">
            <span className="sr-only">{t("result.username")} </span>@{influencer.username}
          </p>
        </div>
        <PlatformTag influencer={influencer} className="shrink-0" />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-surface px-2 py-2">
          <dt className="text-xs text-muted-foreground">{t("result.followers")}</dt>
          <dd className="font-semibold tabular-nums">
            <Figure
              text={formatKnown(influencer.followers, (value) => formatFollowersShort(value, language))}
              estimated={isEstimated(influencer.provenance, "followers")}
            />
          </dd>
        </div>
        <div className="rounded-lg bg-surface px-2 py-2">
          <dt className="text-xs text-muted-foreground">{t("result.engagement")}</dt>
          <dd className="font-semibold tabular-nums">
            <Figure
              text={formatKnown(influencer.engagement, (value) => formatEngagementPercent(value, language))}
              estimated={isEstimated(influencer.provenance, "er")}
            />
          </dd>
        </div>
        <div className="rounded-lg bg-surface px-2 py-2">
          <dt className="text-xs text-muted-foreground">{t("result.quality")}</dt>
          <dd className="font-semibold tabular-nums">
            <QualityFigure influencer={influencer} />
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        {location ? (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-3.5" />
            {location}
          </span>
        ) : null}
        {influencer.categories.slice(0, 2).map((category) => (
          <span key={category.id} className="rounded-full bg-muted px-2 py-0.5 text-foreground">
            {localized(category.title, language)}
          </span>
        ))}
      </div>
      <LicenceBadges statuses={licences} className="-mt-2" />
      {origin ? <ResultOriginBadge origin={origin} className="-mt-2" /> : null}
      {influencer.provenance ? <ProvenanceLine provenance={influencer.provenance} className="-mt-2" /> : null}
      {/* Above the name's stretched button, so this one click reaches the menu, not the details. */}
      {(AddToList || CreatorReport) && !influencer.sample ? (
        <div className="relative z-10 -mt-1 flex flex-wrap justify-end gap-2">
          {CreatorReport ? (
            <CreatorReport
              creator={{ influencerId: influencer.id, name: influencer.name, username: influencer.username, platform: influencer.platform }}
            />
          ) : null}
          {AddToList ? <AddToList influencerIds={[influencer.id]} /> : null}
        </div>
      ) : null}
    </article>
  );
}
