import type { TPlatform } from "@radar/contract/constants";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/lib/i18n";
import { formatEngagementPercent, formatFollowersShort, formatMetric } from "../utils/format-search";
import { type Influencer, PLATFORM_COLUMNS } from "../utils/influencer";
import { InfluencerAvatar, useLocationText, VerifiedMark } from "./influencer-identity";

type Props = { results: Influencer[]; platform: TPlatform | null; onOpen: (influencer: Influencer) => void };

/** The list view: one row per result, with the extra columns of the searched platform (SPEC §2). */
export function ResultsTable({ results, platform, onOpen }: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const locationText = useLocationText();
  const columns = platform ? PLATFORM_COLUMNS[platform] : [];
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full min-w-[720px] text-sm">
        <caption className="sr-only">{t("results.tableCaption")}</caption>
        <thead className="bg-surface text-xs text-muted-foreground">
          <tr>
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
          </tr>
        </thead>
        <tbody>
          {results.map((influencer) => (
            <tr key={influencer.id} data-testid="result-row" className="border-t hover:bg-surface/60">
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
                        {influencer.name}
                      </button>
                      <VerifiedMark influencer={influencer} />
                    </span>
                    <span className="truncate text-xs text-muted-foreground" dir="ltr">
                      @{influencer.username}
                    </span>
                  </div>
                </div>
              </td>
              <td className="px-3 py-2 text-end tabular-nums">{formatFollowersShort(influencer.followers, language)}</td>
              <td className="px-3 py-2 text-end tabular-nums">{formatEngagementPercent(influencer.engagement, language)}</td>
              <td className="px-3 py-2 text-end tabular-nums">{influencer.audienceQualityScore}</td>
              {columns.map((column) => (
                <td key={column.metric} className="px-3 py-2 text-end tabular-nums">
                  {formatMetric(influencer.metrics[column.metric], language, column.digits)}
                </td>
              ))}
              <td className="px-3 py-2 text-muted-foreground">{locationText(influencer)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
