import type { THistorySpan } from "@radar/contract/vetting";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GrowthRates } from "@/components/vetting/growth-rates";
import { useInfluencerHistory } from "@/components/vetting/influencer-history";
import { LazyFollowerChart } from "@/components/vetting/lazy-follower-chart";
import { SpanPicker } from "@/components/vetting/span-picker";

/**
 * The profile card's follower chart (30 days, 90 days or a year) and its 30- and 90-day growth, from
 * the index's daily history of the account. 90 days first, as in the details dialog.
 */
export function ProfileGrowth({ influencerId }: { influencerId: string }) {
  const { t } = useTranslation("vetting");
  const [days, setDays] = useState<THistorySpan>(90);
  const query = useInfluencerHistory(influencerId, days, true);
  const history = query.data;
  return (
    <section className="grid gap-2" data-testid="profile-growth">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* The card's name is no heading, and the page's title is an h1: the next level keeps the outline whole. */}
        <h2 className="text-sm font-medium">{t("growthTitle")}</h2>
        <SpanPicker value={days} onChange={setDays} />
      </div>
      {query.isError ? (
        <p className="text-sm text-destructive">{t("error")}</p>
      ) : !history ? (
        <div className="h-40" aria-busy="true">
          <span className="sr-only">{t("loading")}</span>
        </div>
      ) : (
        <>
          {history.points.length > 1 ? (
            <LazyFollowerChart points={history.points} compact />
          ) : (
            <p className="text-sm text-muted-foreground">{t("noHistory")}</p>
          )}
          <GrowthRates history={history} />
        </>
      )}
    </section>
  );
}
