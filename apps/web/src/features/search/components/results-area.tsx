import type { TPlatform } from "@radar/contract/constants";
import { CircleAlert, SearchX, Sparkles, Telescope } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLicences } from "@/components/licences/page-licences";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useLanguage } from "@/lib/i18n";
import { useFailureText } from "../hooks/use-failure-text";
import type { SearchStatus } from "../hooks/use-search-runner";
import type { SearchSort } from "../utils/build-search-body";
import { formatWhole } from "../utils/format-search";
import type { Influencer } from "../utils/influencer";
import { mergeResults, type ResultOrigin, type ResultRow } from "../utils/merge-results";
import type { SearchFailure } from "../utils/search-error";
import { MarketPanel, type MarketSlice } from "./market-panel";
import { ResultCard } from "./result-card";
import { ResultsTable } from "./results-table";
import { ResultsToolbar, type ResultsView } from "./results-toolbar";
import { SearchPagination } from "./search-pagination";

type Props = {
  status: SearchStatus;
  results: Influencer[];
  fallback: Influencer[];
  failure: SearchFailure | null;
  total: number;
  page: number;
  platform: TPlatform;
  sort: SearchSort;
  onSortChange: (sort: SearchSort) => void;
  onPageChange: (page: number) => void;
  onOpen: (influencer: Influencer) => void;
  hasSearched: boolean;
  /** Beside the results' title (the export buttons). */
  actions?: ReactNode;
  /**
   * The market's accounts, merged into the same list after our index's page (none already on it), and
   * its controls at the list's end; null before a search or when our index's search failed.
   */
  market?: MarketSlice | null;
};

/** Placeholders at the end of the list while a market page is on its way: one row of cards on a wide screen. */
const PENDING = 3;

function EmptyState({ icon: Icon, title, hint }: { icon: typeof Telescope; title: string; hint?: string }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed px-6 py-14 text-center">
      <Icon aria-hidden className="size-8 text-muted-foreground" />
      <p className="font-medium">{title}</p>
      {hint ? <p className="max-w-md text-sm text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

function SkeletonCard() {
  const bar = "animate-pulse rounded bg-muted";
  return (
    <div aria-hidden data-testid="result-skeleton" className="grid gap-4 rounded-2xl border border-dashed p-4">
      <div className="flex items-center gap-3">
        <div className="size-12 shrink-0 animate-pulse rounded-full bg-muted" />
        <div className="grid flex-1 gap-2">
          <div className={`h-3.5 w-2/3 ${bar}`} />
          <div className={`h-3 w-1/3 ${bar}`} />
        </div>
      </div>
      <div className="grid grid-cols-3 gap-2">
        <div className={`h-12 ${bar}`} />
        <div className={`h-12 ${bar}`} />
        <div className={`h-12 ${bar}`} />
      </div>
    </div>
  );
}

function ResultsList({
  rows,
  view,
  platform,
  onOpen,
  badges,
  pending = 0,
}: {
  rows: ResultRow[];
  view: ResultsView;
  platform: TPlatform | null;
  onOpen: Props["onOpen"];
  /** Whether each result says where it came from (when the market can join the list). */
  badges: boolean;
  pending?: number;
}) {
  const results = rows.map((row) => row.influencer);
  const origins = useMemo(
    () => (badges ? new Map<string, ResultOrigin>(rows.map((row) => [row.influencer.id, row.origin])) : undefined),
    [rows, badges],
  );
  const ids = results.map((influencer) => influencer.id);
  if (view === "list")
    return (
      <PageLicences ids={ids}>
        <ResultsTable results={results} platform={platform} onOpen={onOpen} origins={origins} pendingRows={pending} />
      </PageLicences>
    );
  return (
    <PageLicences ids={ids}>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {rows.map(({ influencer, origin }) => (
          <ResultCard key={influencer.id} influencer={influencer} onOpen={onOpen} origin={badges ? origin : null} />
        ))}
        {Array.from({ length: pending }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
          <SkeletonCard key={index} />
        ))}
      </div>
    </PageLicences>
  );
}

const asRows = (results: Influencer[]): ResultRow[] => results.map((influencer) => ({ influencer, origin: { kind: "index" } }));

/** SPEC §4 search status → what the results area shows: not searched, loading, results, no results, error. */
export function ResultsArea(props: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const failureText = useFailureText();
  const [view, setView] = useState<ResultsView>("cards");
  const { status, results, fallback, failure, total, page, platform, sort } = props;
  const resultsPlatform = results[0]?.platform ?? platform;
  const market = props.market?.offer ? { ...props.market, offer: props.market.offer } : null;
  const answered = status === "results" || status === "empty";
  const marketResults = market?.results;
  const rows = useMemo(
    () => (answered ? mergeResults(status === "results" ? results : [], marketResults ?? []) : []),
    [answered, status, results, marketResults],
  );
  const fallbackRows = useMemo(() => asRows(fallback), [fallback]);
  const joined = rows.filter((row) => row.origin.kind === "market").length;
  const pending = answered && market?.status === "loading" ? PENDING : 0;
  // With no match in our index, the list still opens for the market's accounts, or while they are on their way.
  const listed = status === "results" || (status === "empty" && (joined > 0 || pending > 0));
  const count = (value: number) => formatWhole(value, language);
  // Without a source that searches this platform, the list is our index's alone and reads as before.
  const withMarket = market !== null && (market.offer.available || joined > 0);

  return (
    <section aria-labelledby="search-results-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="search-results-title" className="text-lg font-semibold tracking-tight">
            {t("results.title")}
          </h2>
          {answered && market && withMarket ? (
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="market-totals">
              {market.info?.total != null
                ? t("market.totals", { local: count(total), market: count(market.info.total) })
                : t("market.totalsLocal", { local: count(total) })}
            </p>
          ) : status === "results" ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t("results.count", { count: total, total: count(total) })}
            </p>
          ) : null}
        </div>
        {props.actions}
      </div>
      {props.hasSearched && status !== "error" ? (
        <ResultsToolbar
          platform={resultsPlatform}
          sort={sort}
          onSortChange={props.onSortChange}
          view={view}
          onViewChange={setView}
          disabled={status === "loading"}
        />
      ) : null}

      {status === "idle" ? <EmptyState icon={Telescope} title={t("results.notSearched")} hint={t("results.notSearchedHint")} /> : null}
      {status === "loading" ? (
        <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed px-6 py-14 text-center">
          <Spinner className="size-6" label={t("results.loading")} />
          <p className="text-sm text-muted-foreground">{t("results.loadingHint")}</p>
        </div>
      ) : null}
      {status === "empty" && !listed ? (
        <EmptyState icon={SearchX} title={t("results.noResults")} hint={t("results.noResultsHint")} />
      ) : null}
      {status === "error" && failure ? (
        <>
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive-soft-foreground"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <div className="grid gap-0.5">
              <p className="font-semibold">{t("results.failedTitle")}</p>
              <p>{failureText(failure)}</p>
            </div>
          </div>
          {failure.kind === "paymentRequired" ? (
            <div className="grid justify-items-start gap-3 rounded-2xl border border-dashed px-6 py-8">
              <p className="text-sm text-muted-foreground">{t("results.upgradeHint")}</p>
              <Button asChild>
                <Link to={paths.subscriptions.path}>
                  <Sparkles aria-hidden />
                  {t("results.upgrade")}
                </Link>
              </Button>
            </div>
          ) : null}
          {fallback.length > 0 ? (
            <div className="grid gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-medium">{t("results.sampleTitle")}</h3>
                <Badge variant="warning">{t("results.sampleBadge")}</Badge>
              </div>
              <p className="text-sm text-muted-foreground">{t("results.sampleHint")}</p>
              <ResultsList rows={fallbackRows} view={view} platform={null} onOpen={props.onOpen} badges={false} />
            </div>
          ) : null}
        </>
      ) : null}
      {listed ? (
        // min-w-0: the table's 800 px stay inside its own scroller instead of widening the page.
        <div aria-busy={pending > 0} data-testid="result-list" className="min-w-0">
          <ResultsList rows={rows} view={view} platform={resultsPlatform} onOpen={props.onOpen} badges={withMarket} pending={pending} />
        </div>
      ) : null}
      {answered && market ? (
        <MarketPanel
          offer={market.offer}
          status={market.status}
          info={market.info}
          failure={market.failure}
          onFetch={market.onFetch}
          joined={joined}
        />
      ) : null}
      {status === "results" ? <SearchPagination page={page} total={total} onPageChange={props.onPageChange} /> : null}
    </section>
  );
}
