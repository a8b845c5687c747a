import type { TPlatform } from "@radar/contract/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LicenceBadges } from "@/components/licences/licence-badges";
import { useLicenceStatusOf } from "@/components/licences/page-licences";
import { Figure, ProvenanceStack } from "@/components/provenance";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { useLanguage } from "@/lib/i18n";
import { isEstimated } from "@/lib/provenance";
import { formatEngagementPercent, formatFollowersShort, formatKnown, formatMetric, formatWhole } from "../utils/format-search";
import { type Influencer, METRIC_FIELDS, PLATFORM_COLUMNS } from "../utils/influencer";
import type { ResultOrigin } from "../utils/merge-results";
import { useAddToList } from "./add-to-list-slot";
import { InfluencerAvatar, useLocationText, VerifiedMark } from "./influencer-identity";
import { QualityFigure } from "./quality-figure";
import { ResultOriginBadge } from "./result-provenance";

/** A row's licence badges, from the page's one request. */
function RowLicences({ influencerId }: { influencerId: string }) {
  return <LicenceBadges statuses={useLicenceStatusOf(influencerId)} className="mt-0.5 w-fit" />;
}

type Props = {
  results: Influencer[];
  platform: TPlatform | null;
  onOpen: (influencer: Influencer) => void;
  /** Where each row came from, by influencer id (our index or the market); no badge without it. */
  origins?: ReadonlyMap<string, ResultOrigin>;
  /** Placeholder rows at the end while the market's next page is on its way. */
  pendingRows?: number;
};

/**
 * The list view: one row per result, with the extra columns of the searched platform (SPEC §2).
 * With the lists feature composed in, rows can be ticked and added to a list together, the market's
 * with our index's.
 */
export function ResultsTable({ results, platform, onOpen, origins, pendingRows = 0 }: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const locationText = useLocationText();
  const columns = platform ? PLATFORM_COLUMNS[platform] : [];
  const AddToList = useAddToList();
  const selectable = AddToList !== null && results.every((influencer) => !influencer.sample);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // A new page or search brings other rows: ticks of rows no longer shown do not count.
  const chosen = results.filter((influencer) => selected.has(influencer.id)).map((influencer) => influencer.id);
  const allChosen = chosen.length === results.length && results.length > 0;
  const columnCount = (selectable ? 1 : 0) + 6 + columns.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div className="grid gap-2">
      {selectable ? (
        <div className="flex min-h-9 flex-wrap items-center gap-2" aria-live="polite">
          <span className="text-sm text-muted-foreground">
            {t("selection.count", { count: chosen.length, total: formatWhole(chosen.length, language) })}
          </span>
          <AddToList
            influencerIds={chosen}
            label={t("selection.addSelected")}
            disabled={chosen.length === 0}
            onAdded={() => setSelected(new Set())}
          />
          {chosen.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
              {t("selection.clear")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {/* Positioned, so the cells' visually hidden (absolute) texts scroll inside it rather than widen the page. */}
      <div className="relative overflow-x-auto rounded-xl border">
        <table className="w-full min-w-[800px] text-sm">
          <caption className="sr-only">{t("results.tableCaption")}</caption>
          <thead className="bg-surface text-xs text-muted-foreground">
            <tr>
              {selectable ? (
                <th scope="col" className="w-10 px-3 py-2.5">
                  <Checkbox
                    aria-label={t("selection.all")}
                    checked={allChosen ? true : chosen.length > 0 ? "indeterminate" : false}
                    onCheckedChange={(checked) =>
                      setSelected(checked === true ? new Set(results.map((influencer) => influencer.id)) : new Set())
                    }
                  />
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2.5 text-start font-medium">
                {t("result.influencer")}
              </th>
              <th scope="col" className="px-3 py-2.5 text-end font-medium">
                {t("result.followers")}
              </th>
              <th scope="col" className="px-3 py-2.5 text-end font-medium">
                {t("result.engagement")}
              </th>
              <th scope="col" className="px-3 py-2.5 text-end font-medium">
                {t("result.quality")}
              </th>
              {columns.map((column) => (
                <th key={column.metric} scope="col" className="px-3 py-2.5 text-end font-medium">
                  {t(`metrics.${column.metric}`)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2.5 text-start font-medium">
                {t("result.location")}
              </th>
              <th scope="col" className="px-3 py-2.5 text-start font-medium">
                {t("result.dataAsOf")}
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((influencer) => {
              const provenance = influencer.provenance;
              const origin = origins?.get(influencer.id);
              return (
                <tr key={influencer.id} data-testid="result-row" data-origin={origin?.kind} className="border-t hover:bg-surface/60">
                  {selectable ? (
                    <td className="px-3 py-2">
                      <Checkbox
                        aria-label={t("selection.one", { name: influencer.name })}
                        checked={selected.has(influencer.id)}
                        onCheckedChange={(checked) => toggle(influencer.id, checked === true)}
                      />
                    </td>
                  ) : null}
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-2.5">
                      <InfluencerAvatar influencer={influencer} className="size-8" />
                      <div className="grid min-w-0">
                        <span className="flex items-center gap-1">
                          <button
                            type="button"
                            onClick={() => onOpen(influencer)}
                            className="truncate text-start font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                          >
                            <bdi>{influencer.name}</bdi>
                          </button>
                          <VerifiedMark influencer={influencer} />
                        </span>
                        <span className="truncate text-xs text-muted-foreground" dir="ltr">
                          @{influencer.username}
                        </span>
                        {origin ? <ResultOriginBadge origin={origin} /> : null}
                        <RowLicences influencerId={influencer.id} />
                      </div>
                    </div>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
                    <Figure
                      text={formatKnown(influencer.followers, (value) => formatFollowersShort(value, language))}
                      estimated={isEstimated(provenance, "followers")}
                    />
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
                    <Figure
                      text={formatKnown(influencer.engagement, (value) => formatEngagementPercent(value, language))}
                      estimated={isEstimated(provenance, "er")}
                    />
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
                    <QualityFigure influencer={influencer} />
                  </td>
                  {columns.map((column) => {
                    const field = METRIC_FIELDS[column.metric];
                    const value = influencer.metrics[column.metric];
                    return (
                      <td key={column.metric} className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
                        <Figure
                          text={formatKnown(value, (known) => formatMetric(known, language, column.digits))}
                          estimated={field !== undefined && isEstimated(provenance, field)}
                        />
                      </td>
                    );
                  })}
                  <td className="px-3 py-2 text-muted-foreground">{locationText(influencer)}</td>
                  <td className="px-3 py-2">{influencer.provenance ? <ProvenanceStack provenance={influencer.provenance} /> : null}</td>
                </tr>
              );
            })}
            {Array.from({ length: pendingRows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
              <tr key={`pending-${index}`} aria-hidden data-testid="result-skeleton" className="border-t">
                <td colSpan={columnCount} className="px-3 py-2">
                  <div className="flex items-center gap-2.5">
                    <div className="size-8 shrink-0 animate-pulse rounded-full bg-muted" />
                    <div className="grid flex-1 gap-1.5">
                      <div className="h-3 w-40 animate-pulse rounded bg-muted" />
                      <div className="h-2.5 w-24 animate-pulse rounded bg-muted" />
                    </div>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
