import type { TMarketCrawl } from "@radar/contract/market-crawls";
import { Pencil, Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { formatDateTime, formatNumber, numberLocale } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { useMarketCrawls } from "../api/market-crawls";
import { MarketCrawlsDialog } from "./market-crawls-dialog";
import { PanelEmpty, PanelError, PanelLoading } from "./panel-states";

/**
 * Admin → Data sources → Markets: each market the crawl keeps warm, how many accounts it has found,
 * how fresh its least fresh segment is, this month's spend per source against its budget and the next
 * run; an admin defines, edits and switches markets on here.
 */
export function MarketCrawlsSection() {
  const { t } = useTranslation("admin");
  const markets = useMarketCrawls();
  const [editing, setEditing] = useState<TMarketCrawl | "new" | null>(null);
  const list = markets.data?.markets ?? [];

  return (
    <section className="grid border-t" aria-labelledby="market-crawls-title" data-testid="admin-markets">
      <div className="flex flex-wrap items-start justify-between gap-3 px-4 pt-5 pb-3">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <h2 id="market-crawls-title" className="font-semibold">
            {t("markets.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("markets.description")}</p>
        </div>
        <Button variant="outline" onClick={() => setEditing("new")}>
          <Plus />
          {t("markets.add")}
        </Button>
      </div>
      {markets.isPending ? (
        <PanelLoading label={t("markets.loading")} />
      ) : markets.isError ? (
        <PanelError message={t("markets.loadFailed")} />
      ) : list.length === 0 ? (
        <PanelEmpty title={t("markets.empty")} description={t("markets.emptyDescription")} />
      ) : (
        <ul className="grid divide-y border-t">
          {list.map((market) => (
            <MarketRow key={market.id} market={market} onEdit={() => setEditing(market)} />
          ))}
        </ul>
      )}
      <MarketCrawlsDialog
        market={editing === "new" ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
    </section>
  );
}

function MarketRow({ market, onEdit }: { market: TMarketCrawl; onEdit: () => void }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const countryName = new Intl.DisplayNames([numberLocale(language)], { type: "region" });
  const scope = [
    market.countries.map((code) => countryName.of(code) ?? code).join(t("markets.listSeparator")),
    market.platforms.map((platform) => t(`sources.platforms.${platform}`)).join(t("markets.listSeparator")),
  ].join(" · ");
  const never = market.segments - market.segments_fetched;

  return (
    <li className="grid gap-3 px-4 py-4" data-testid="admin-market-row" data-active={market.active}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">
              <bdi>{market.name}</bdi>
            </span>
            <Badge variant={market.active ? "success" : "neutral"}>{market.active ? t("markets.active") : t("markets.paused")}</Badge>
          </div>
          <span className="text-xs text-muted-foreground">{scope}</span>
          <span className="text-xs text-muted-foreground">
            {t("markets.segments", { count: market.segments, number: formatNumber(market.segments, language) })}
          </span>
        </div>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t("markets.editLabel", { name: market.name })}>
          <Pencil />
          {t("markets.edit")}
        </Button>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t("markets.size")}>
          <span className="tabular-nums">{t("markets.accounts", { count: market.size, number: formatNumber(market.size, language) })}</span>
        </Stat>
        <Stat label={t("markets.freshness")}>
          {market.oldest_fetch_at ? (
            <span>{t("markets.oldestFetch", { time: formatDateTime(market.oldest_fetch_at, language) })}</span>
          ) : (
            <span className="text-muted-foreground">
              {t("markets.neverFetched", { count: never, number: formatNumber(never, language) })}
            </span>
          )}
        </Stat>
        <Stat label={t("markets.spend")}>
          {market.spend.length === 0 ? (
            <span className="text-muted-foreground">{t("markets.noSource")}</span>
          ) : (
            <div className="grid gap-2">
              {market.spend.map((spend) => (
                <div key={spend.source} className="grid gap-1 text-xs">
                  <div className="flex justify-between gap-2">
                    <span>{t(`common:provenance.sources.${spend.source}`)}</span>
                    <span className="tabular-nums">
                      {t("markets.pagesOf", {
                        count: spend.budget,
                        used: formatNumber(spend.used, language),
                        budget: formatNumber(spend.budget, language),
                      })}
                    </span>
                  </div>
                  <Progress
                    value={spend.budget > 0 ? Math.min(100, (spend.used / spend.budget) * 100) : 0}
                    className="h-1.5"
                    aria-label={t("markets.spendLabel", { source: t(`common:provenance.sources.${spend.source}`), name: market.name })}
                  />
                </div>
              ))}
            </div>
          )}
        </Stat>
        <Stat label={t("markets.nextRun")}>
          {market.next_run_at ? (
            <span>{formatDateTime(market.next_run_at, language)}</span>
          ) : (
            <span className="text-muted-foreground">{t("markets.notScheduled")}</span>
          )}
        </Stat>
      </dl>
    </li>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
