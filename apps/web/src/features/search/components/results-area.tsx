import type { TPlatform } from "@radar/contract/constants";
import { CircleAlert, SearchX, Sparkles, Telescope } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
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
import type { SearchFailure } from "../utils/search-error";
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
  /** Where these results come from, on each card ("In our index"). */
  origin?: string;
  /** After our index's results, in the same list: the market's (market-panel.tsx). */
  more?: ReactNode;
};

function EmptyState({ icon: Icon, title, hint }: { icon: typeof Telescope; title: string; hint?: string }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed px-6 py-14 text-center">
      <Icon aria-hidden className="size-8 text-muted-foreground" />
      <p className="font-medium">{title}</p>
      {hint ? <p className="max-w-md text-sm text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

function ResultsList({
  results,
  view,
  platform,
  onOpen,
  origin,
}: {
  results: Influencer[];
  view: ResultsView;
  platform: TPlatform | null;
  onOpen: Props["onOpen"];
  origin?: string;
}) {
  if (view === "list") return <ResultsTable results={results} platform={platform} onOpen={onOpen} />;
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {results.map((influencer) => (
        <ResultCard key={influencer.id} influencer={influencer} onOpen={onOpen} origin={origin} />
      ))}
    </div>
  );
}

/** SPEC §4 search status → what the results area shows: not searched, loading, results, no results, error. */
export function ResultsArea(props: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const failureText = useFailureText();
  const [view, setView] = useState<ResultsView>("cards");
  const { status, results, fallback, failure, total, page, platform, sort } = props;
  const resultsPlatform = results[0]?.platform ?? platform;

  return (
    <section aria-labelledby="search-results-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="search-results-title" className="text-lg font-semibold tracking-tight">
            {t("results.title")}
          </h2>
          {status === "results" ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t("results.count", { count: total, total: formatWhole(total, language) })}
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
      {status === "empty" ? <EmptyState icon={SearchX} title={t("results.noResults")} hint={t("results.noResultsHint")} /> : null}
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
              <ResultsList results={fallback} view={view} platform={null} onOpen={props.onOpen} />
            </div>
          ) : null}
        </>
      ) : null}
      {status === "results" ? (
        <>
          <ResultsList results={results} view={view} platform={resultsPlatform} onOpen={props.onOpen} origin={props.origin} />
          <SearchPagination page={page} total={total} onPageChange={props.onPageChange} />
        </>
      ) : null}
      {props.more}
    </section>
  );
}
