import { QueryClientContext } from "@tanstack/react-query";
import { ExternalLink, Mail, Phone, UserPlus } from "lucide-react";
import { lazy, type ReactNode, type RefObject, Suspense, useContext } from "react";
import { useTranslation } from "react-i18next";
import { LicenceSection } from "@/components/licences/licence-section";
import { EstimateMark, Figure, ProvenanceLine } from "@/components/provenance";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatDate, formatPercentPoints } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { isEstimated, isMissing } from "@/lib/provenance";
import { formatEngagementPercent, formatFollowersShort, formatKnown, formatMetric, formatPrice } from "../utils/format-search";
import { type Influencer, localized, METRIC_FIELDS, PLATFORM_COLUMNS } from "../utils/influencer";
import { useAddToList } from "./add-to-list-slot";
import { useCreatorReport } from "./creator-report-slot";
import { InfluencerAvatar, PlatformTag, useLocationText, VerifiedMark } from "./influencer-identity";
import { FieldGroupSources } from "./result-provenance";
import { OurEstimate, VettingSection } from "./vetting-section";

// The chart library is a third of the search page's JavaScript and only this dialog draws with it.
const AudienceCharts = lazy(() => import("./audience-charts").then((module) => ({ default: module.AudienceCharts })));

type Props = {
  influencer: Influencer | null;
  /** Where focus goes back to on close: the result's button that opened the dialog. */
  returnFocus?: RefObject<HTMLElement | null>;
  onOpenChange: (open: boolean) => void;
  onAdd: (influencer: Influencer) => void;
  adding: boolean;
  loggedIn: boolean;
};

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-surface px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function Section({ title, estimated = false, children }: { title: string; estimated?: boolean; children: ReactNode }) {
  return (
    <section className="grid content-start gap-2">
      <h3 className="text-sm font-semibold">
        {title}
        {estimated ? <EstimateMark /> : null}
      </h3>
      {children}
    </section>
  );
}

/** SPEC §2: the whole profile of one result, with 'Add to Profiles'. */
export function InfluencerDetailsDialog({ influencer, returnFocus, onOpenChange, onAdd, adding, loggedIn }: Props) {
  return (
    <Dialog open={influencer !== null} onOpenChange={onOpenChange}>
      {influencer ? (
        <DialogContent
          className="max-w-4xl"
          // The dialog has no Radix trigger: send focus back to the result it was opened from.
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <DetailsBody influencer={influencer} onAdd={onAdd} adding={adding} loggedIn={loggedIn} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DetailsBody({
  influencer,
  onAdd,
  adding,
  loggedIn,
}: Omit<Props, "influencer" | "onOpenChange" | "returnFocus"> & { influencer: Influencer }) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const location = useLocationText()(influencer);
  const metrics = influencer.metrics;
  const AddToList = useAddToList();
  const CreatorReport = useCreatorReport();
  const provenance = influencer.provenance;
  const estimated = (field: Parameters<typeof isEstimated>[1]) => isEstimated(provenance, field);
  const metric = (key: keyof Influencer["metrics"], digits = 0) => {
    const field = METRIC_FIELDS[key];
    return (
      <Figure
        text={formatKnown(metrics[key], (value) => formatMetric(value, language, digits))}
        estimated={field !== undefined && estimated(field)}
      />
    );
  };
  const lastPost = influencer.lastPost ? formatDate(influencer.lastPost * 1000, language) : "—";
  // Vetting needs a login and an account of our index (a sample result has none); rendered without the
  // app's query client (a component on its own), the dialog leaves it out.
  const hasQueries = useContext(QueryClientContext) !== undefined;
  const vetting = hasQueries && loggedIn && !influencer.sample;

  return (
    <div className="grid gap-5">
      <DialogHeader className="mb-0">
        <div className="flex items-start gap-3">
          <InfluencerAvatar influencer={influencer} className="size-14" />
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-1.5">
              <DialogTitle className="truncate">
                <bdi>{influencer.name}</bdi>
              </DialogTitle>
              <VerifiedMark influencer={influencer} />
              <PlatformTag influencer={influencer} />
              {influencer.sample ? <Badge variant="warning">{t("results.sampleBadge")}</Badge> : null}
            </div>
            <DialogDescription dir="ltr" className="text-start">
              @{influencer.username}
            </DialogDescription>
            {location ? <p className="text-sm text-muted-foreground">{location}</p> : null}
            {provenance ? <ProvenanceLine provenance={provenance} /> : null}
          </div>
        </div>
      </DialogHeader>

      {influencer.biography ? (
        <p className="whitespace-pre-line text-start text-sm" dir="auto">
          {influencer.biography}
        </p>
      ) : null}

      <Section title={t("details.metrics")}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label={t("result.followers")}>
            <Figure
              text={formatKnown(influencer.followers, (value) => formatFollowersShort(value, language))}
              estimated={estimated("followers")}
            />
          </Stat>
          <Stat label={t("result.engagement")}>
            <Figure
              text={formatKnown(influencer.engagement, (value) => formatEngagementPercent(value, language))}
              estimated={estimated("er")}
            />
          </Stat>
          <Stat label={t("result.quality")}>
            {influencer.audienceQualityScore === null && vetting ? (
              <OurEstimate influencerId={influencer.id} />
            ) : (
              <>
                <Figure text={formatKnown(influencer.audienceQualityScore, String)} estimated={estimated("aqs")} />
                {influencer.qualityBand ? (
                  <span className="ms-1 text-xs font-normal text-muted-foreground">{t(`quality.${influencer.qualityBand}`)}</span>
                ) : null}
              </>
            )}
          </Stat>
          <Stat label={t("details.credibility")}>
            <Figure
              text={formatKnown(influencer.credibility, (value) => formatPercentPoints(value, language, { max: 1 }))}
              estimated={estimated("credibility")}
            />
          </Stat>
          <Stat label={t("metrics.viewsAvg")}>{metric("viewsAvg")}</Stat>
          <Stat label={t("metrics.likesAvg")}>{metric("likesAvg")}</Stat>
          <Stat label={t("metrics.commentsAvg")}>{metric("commentsAvg")}</Stat>
          <Stat label={t("metrics.postsCount")}>{metric("postsCount")}</Stat>
          {PLATFORM_COLUMNS[influencer.platform]
            .filter((column) => column.metric !== "viewsAvg")
            .map((column) => (
              <Stat key={column.metric} label={t(`metrics.${column.metric}`)}>
                {metric(column.metric, column.digits)}
              </Stat>
            ))}
          <Stat label={t("details.accountType")}>{t(`accountTypes.${influencer.accountType}`)}</Stat>
          <Stat label={t("details.lastPost")}>{lastPost}</Stat>
        </dl>
      </Section>

      {hasQueries ? <VettingSection influencerId={influencer.id} enabled={vetting} /> : null}
      {vetting ? <LicenceSection influencerId={influencer.id} enabled={vetting} /> : null}

      {influencer.categories.length + influencer.interests.length > 0 ? (
        <Section title={t("details.topics")} estimated={estimated("categories")}>
          <ul className="flex flex-wrap gap-1.5">
            {influencer.categories.map((category) => (
              <li key={`c${category.id}`}>
                <Badge variant="accent">{localized(category.title, language)}</Badge>
              </li>
            ))}
            {influencer.interests.map((interest) => (
              <li key={`i${interest.id}`}>
                <Badge>{localized(interest.name, language)}</Badge>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title={t("details.audience")} estimated={influencer.audience !== null && estimated("audience")}>
        {influencer.audience ? (
          <Suspense fallback={null}>
            <AudienceCharts audience={influencer.audience} />
          </Suspense>
        ) : (
          <p className="text-sm text-muted-foreground">
            {isMissing(provenance, "audience") ? t("details.noAudienceFromSource") : t("details.noAudience")}
          </p>
        )}
      </Section>

      <div className="grid gap-5 sm:grid-cols-2">
        <Section title={t("details.contacts")}>
          {influencer.contact.email || influencer.contact.phone ? (
            <ul className="grid gap-1.5 text-sm">
              {influencer.contact.email ? (
                <li className="flex items-center gap-2">
                  <Mail aria-hidden className="size-4 text-muted-foreground" />
                  <a href={`mailto:${influencer.contact.email}`} className="text-primary hover:underline" dir="ltr">
                    {influencer.contact.email}
                  </a>
                </li>
              ) : null}
              {influencer.contact.phone ? (
                <li className="flex items-center gap-2">
                  <Phone aria-hidden className="size-4 text-muted-foreground" />
                  <a href={`tel:${influencer.contact.phone}`} className="text-primary hover:underline" dir="ltr">
                    {influencer.contact.phone}
                  </a>
                </li>
              ) : null}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("details.noContacts")}</p>
          )}
        </Section>
        <Section title={t("details.prices")}>
          <dl className="grid grid-cols-2 gap-2">
            <Stat label={t("details.pricePost")}>{formatPrice(influencer.pricing.post, language)}</Stat>
            <Stat label={t("details.priceStory")}>{formatPrice(influencer.pricing.story, language)}</Stat>
          </dl>
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Badge variant="warning">{t("details.estimate")}</Badge>
            {t("details.estimateNote")}
          </p>
        </Section>
      </div>

      <FieldGroupSources provenance={provenance} />

      <DialogFooter className="mt-0 items-center">
        {influencer.url ? (
          <Button variant="link" asChild className="sm:me-auto">
            <a href={influencer.url} target="_blank" rel="noreferrer noopener">
              <ExternalLink className="rtl:-scale-x-100" />
              {t("details.openProfile", { platform: t(`platforms.${influencer.platform}`) })}
            </a>
          </Button>
        ) : null}
        {AddToList && !influencer.sample ? <AddToList influencerIds={[influencer.id]} className="h-10" /> : null}
        {CreatorReport && !influencer.sample ? (
          <CreatorReport
            creator={{ influencerId: influencer.id, name: influencer.name, username: influencer.username, platform: influencer.platform }}
            className="h-10"
          />
        ) : null}
        {influencer.sample ? null : (
          <Button onClick={() => onAdd(influencer)} disabled={adding || !loggedIn}>
            <UserPlus />
            {adding ? t("details.adding") : t("details.addToProfiles")}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
