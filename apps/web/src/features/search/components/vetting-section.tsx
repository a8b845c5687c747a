import type { TLanguage } from "@radar/contract/constants";
import type { THistorySpan, TInfluencerHistory, TSignal } from "@radar/contract/vetting";
import { AlertTriangle, CheckCircle2, Eye } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { GrowthRates, signedCount } from "@/components/vetting/growth-rates";
import { dayDate } from "@/components/vetting/history-day";
import { useInfluencerHistory } from "@/components/vetting/influencer-history";
import { LazyFollowerChart } from "@/components/vetting/lazy-follower-chart";
import { SpanPicker } from "@/components/vetting/span-picker";
import { formatDate, formatNumber, formatPercentPoints } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";

const VERDICT_STYLE = {
  good: { icon: CheckCircle2, variant: "success" },
  watch: { icon: Eye, variant: "warning" },
  warning: { icon: AlertTriangle, variant: "destructive" },
} as const;

/** The figures a signal's sentence quotes, formatted as its kind reads. */
function reasonValues(signal: TSignal, language: TLanguage) {
  const share = signal.ratio === null ? "" : formatPercentPoints(signal.ratio * 100, language, { max: 0 });
  const times = signal.ratio === null ? "" : formatNumber(signal.ratio, language, { maximumFractionDigits: 1 });
  const format = (value: number | null) => {
    if (value === null) return "";
    switch (signal.kind) {
      case "engagement":
        return formatPercentPoints(value, language, { max: 2 });
      case "views_per_follower":
        return formatPercentPoints(value * 100, language, { max: 0 });
      case "growth_spike":
        return signedCount(value, language);
      default:
        return formatNumber(value, language, { maximumFractionDigits: value >= 10 ? 0 : 1 });
    }
  };
  return {
    value: format(signal.value),
    benchmark: format(signal.benchmark),
    share,
    times,
    date: signal.date ? formatDate(dayDate(signal.date), language) : "",
  };
}

function SignalItem({ signal }: { signal: TSignal }) {
  const { t } = useTranslation("vetting");
  const language = useLanguage();
  const style = VERDICT_STYLE[signal.verdict];
  const Icon = style.icon;
  return (
    <li className="grid gap-1 rounded-lg bg-surface px-3 py-2" data-testid={`signal-${signal.kind}`} data-verdict={signal.verdict}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium">{t(`kinds.${signal.kind}`)}</span>
        <Badge variant={style.variant} className="gap-1">
          <Icon aria-hidden className="size-3.5" />
          {t(`verdict.${signal.verdict}`)}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        <bdi>{t(`reasons.${signal.reason}`, reasonValues(signal, language))}</bdi>
      </p>
    </li>
  );
}

/** Both quality scores, the vendor's first; ours is always labelled as ours. */
export function QualityScores({ history }: { history: TInfluencerHistory }) {
  const { t } = useTranslation("vetting");
  const { t: ts } = useTranslation("search");
  const { vendor, estimate } = history.quality;
  return (
    <div className="grid gap-2" data-testid="quality-scores">
      <dl className="grid grid-cols-2 gap-2">
        <div className="grid gap-0.5 rounded-lg bg-surface px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t("quality.vendor")}</dt>
          <dd className="font-semibold tabular-nums">
            {vendor ? (
              <>
                {vendor.score}
                <span className="ms-1 text-xs font-normal text-muted-foreground">{ts(`quality.${vendor.band}`)}</span>
              </>
            ) : (
              <span className="text-sm font-normal text-muted-foreground">{t("quality.noVendor")}</span>
            )}
          </dd>
        </div>
        <div className="grid gap-0.5 rounded-lg bg-surface px-3 py-2" data-testid="quality-estimate">
          <dt className="text-xs text-muted-foreground">{t("quality.estimate")}</dt>
          <dd className="font-semibold tabular-nums">
            {estimate ? (
              <>
                {estimate.score}
                <span className="ms-1 text-xs font-normal text-muted-foreground">{ts(`quality.${estimate.band}`)}</span>
              </>
            ) : (
              "—"
            )}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">{t("quality.estimateNote")}</p>
    </div>
  );
}

/**
 * The dialog's quality figure for an account no vendor scored: our estimate, labelled as ours (the
 * 90-day history query, which the vetting section below also asks for).
 */
export function OurEstimate({ influencerId }: { influencerId: string }) {
  const { t } = useTranslation("vetting");
  const { t: ts } = useTranslation("search");
  const estimate = useInfluencerHistory(influencerId, 90, true).data?.quality.estimate;
  if (!estimate) return <>—</>;
  return (
    <span data-testid="quality-our-estimate">
      {estimate.score}
      <span className="ms-1 text-xs font-normal text-muted-foreground">{ts(`quality.${estimate.band}`)}</span>
      <Badge variant="accent" className="ms-1.5 align-middle">
        {t("quality.estimateBadge")}
      </Badge>
    </span>
  );
}

/** Issue 37: the account's follower chart, growth, authenticity signals and both quality scores. */
export function VettingSection({ influencerId, enabled }: { influencerId: string; enabled: boolean }) {
  const { t } = useTranslation("vetting");
  const [days, setDays] = useState<THistorySpan>(90);
  const query = useInfluencerHistory(influencerId, days, enabled);
  const history = query.data;
  return (
    <section className="grid content-start gap-3" data-testid="vetting-section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{t("title")}</h3>
        {enabled ? <SpanPicker value={days} onChange={setDays} /> : null}
      </div>
      {!enabled ? (
        <p className="text-sm text-muted-foreground">{t("signIn")}</p>
      ) : query.isError ? (
        <p className="text-sm text-destructive">{t("error")}</p>
      ) : !history ? (
        <p className="text-sm text-muted-foreground">{t("loading")}</p>
      ) : (
        <>
          {history.points.length > 1 ? (
            <LazyFollowerChart points={history.points} />
          ) : (
            <p className="text-sm text-muted-foreground">{t("noHistory")}</p>
          )}
          <GrowthRates history={history} />
          <div className="grid gap-2">
            <h4 className="text-sm font-medium">{t("signals")}</h4>
            {history.signals.length > 0 ? (
              <>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {history.signals.map((signal) => (
                    <SignalItem key={signal.kind} signal={signal} />
                  ))}
                </ul>
                <p className="text-xs text-muted-foreground">{t("signalsNote")}</p>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">{t("noSignals")}</p>
            )}
          </div>
          <div className="grid gap-2">
            <h4 className="text-sm font-medium">{t("quality.title")}</h4>
            <QualityScores history={history} />
          </div>
        </>
      )}
    </section>
  );
}
