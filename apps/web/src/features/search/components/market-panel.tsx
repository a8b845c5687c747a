import type { TMarketInfo, TMarketOffer } from "@radar/contract/market";
import { Globe, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { formatDate, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { useFailureText } from "../hooks/use-failure-text";
import type { MarketStatus } from "../hooks/use-market-runner";
import type { Influencer } from "../utils/influencer";
import type { SearchFailure } from "../utils/search-error";
import { ResultCard } from "./result-card";

type Props = {
  offer: TMarketOffer | undefined;
  localTotal: number;
  status: MarketStatus;
  results: Influencer[];
  info: TMarketInfo | null;
  failure: SearchFailure | null;
  /** Ids already shown from our index: the market's copies of them are not shown twice. */
  shownIds: ReadonlySet<string>;
  onFetch: (page: number) => void;
  onOpen: (influencer: Influencer) => void;
};

const PRICE = { maximumFractionDigits: 2 };

/** "today", or the date the source answered. */
function useWhen() {
  const { t } = useTranslation("search");
  const language = useLanguage();
  return (iso: string) => (new Date(iso).toDateString() === new Date().toDateString() ? t("market.today") : formatDate(iso, language));
}

/**
 * The market beside our index: the totals of both, the price before paying, the market's accounts as
 * they arrive (each card says where it came from and when), the filters the source could not apply,
 * and the next page.
 */
export function MarketPanel(props: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const failureText = useFailureText();
  const when = useWhen();
  const { offer, info, status } = props;
  if (!offer) return null;
  const count = (value: number) => formatNumber(value, language);
  const price = (cost: number) => ({ count: cost, cost: formatNumber(cost, language, PRICE) });
  const fieldList = (fields: string[]) =>
    new Intl.ListFormat(language, { type: "unit" }).format(fields.map((field) => t(`market.fields.${field}`, { defaultValue: field })));
  const shown = props.results.filter((r) => !props.shownIds.has(r.id));
  const source = info?.source_name ?? offer.source_name ?? "";
  const origin = info ? t("market.fromMarket", { source, when: when(info.fetched_at) }) : null;
  const nextPage = info ? info.page + 1 : 1;
  const more = info !== null && info.page < info.last_page && status !== "loading";
  return (
    <section aria-labelledby="market-title" aria-busy={status === "loading"} className="grid gap-4 rounded-2xl border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="market-title" className="flex items-center gap-2 text-base font-semibold">
          <Globe aria-hidden className="size-4 text-primary" />
          {t("market.title")}
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="market-totals">
          {info?.total != null
            ? t("market.totals", { local: count(props.localTotal), market: count(info.total) })
            : t("market.totalsLocal", { local: count(props.localTotal) })}
        </p>
      </div>
      {!offer.available ? <p className="text-sm text-muted-foreground">{t("market.unavailable")}</p> : null}
      {status === "loading" ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {t("market.searching", { source })}
        </p>
      ) : null}
      {status === "error" && props.failure ? (
        <p role="alert" className="text-sm text-destructive">
          {t("market.failed", { reason: failureText(props.failure) })}
        </p>
      ) : null}
      {info ? (
        <p className="text-xs text-muted-foreground">
          {info.charged > 0 ? t("market.charged", price(info.charged)) : t("market.free")}
          {info.via_sandbox ? ` · ${t("market.sandbox")}` : null}
        </p>
      ) : null}
      {info && info.applied_after.length > 0 ? (
        <p className="rounded-lg bg-surface px-3 py-2 text-sm" data-testid="market-applied-after">
          {t("market.appliedAfter", {
            source,
            filters: fieldList(info.applied_after),
          })}
        </p>
      ) : null}
      {info && info.unverified.length > 0 ? (
        <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground" data-testid="market-unverified">
          {t("market.unverified", { source, filters: fieldList(info.unverified) })}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <div className="grid gap-3">
          <h3 className="text-sm font-medium">{t("market.results")}</h3>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="market-results">
            {shown.map((influencer) => (
              <ResultCard key={influencer.id} influencer={influencer} onOpen={props.onOpen} origin={origin} />
            ))}
          </div>
        </div>
      ) : status === "done" ? (
        <p className="text-sm text-muted-foreground">{t("market.none")}</p>
      ) : null}
      {offer.available && offer.first_page_cost !== null && status !== "loading" && (info === null || more) ? (
        <Button variant={info === null ? "primary" : "outline"} className="justify-self-start" onClick={() => props.onFetch(nextPage)}>
          <Globe />
          {info === null
            ? t("market.search", price(offer.first_page_cost))
            : t("market.more", price(offer.next_page_cost ?? offer.first_page_cost))}
        </Button>
      ) : null}
    </section>
  );
}
