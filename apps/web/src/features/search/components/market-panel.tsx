import type { TMarketInfo, TMarketOffer } from "@radar/contract/market";
import { Globe, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { useFailureText } from "../hooks/use-failure-text";
import type { MarketStatus } from "../hooks/use-market-runner";
import { formatWhole } from "../utils/format-search";
import type { MarketResult } from "../utils/merge-results";
import type { SearchFailure } from "../utils/search-error";

/** The market's part of the one result list: what the market runner holds, and how to fetch its next page. */
export type MarketSlice = {
  offer: TMarketOffer | undefined;
  status: MarketStatus;
  results: MarketResult[];
  info: TMarketInfo | null;
  failure: SearchFailure | null;
  onFetch: (page: number) => void;
};

type Props = Omit<MarketSlice, "results" | "offer"> & {
  offer: TMarketOffer;
  /** How many of the market's accounts the list shows (those our index's page did not already hold). */
  joined: number;
};

const PRICE = { maximumFractionDigits: 2 };

/**
 * The end of the result list, where the market's accounts join it: whether they are on their way (a
 * live region, so a screen reader hears it too), what the page cost, the filters the source could not
 * apply, and the priced button for the market's first or next page.
 */
export function MarketPanel(props: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const failureText = useFailureText();
  const { offer, info, status } = props;
  const price = (cost: number) => ({ count: cost, cost: formatNumber(cost, language, PRICE) });
  const fieldList = (fields: string[]) =>
    new Intl.ListFormat(language, { type: "unit" }).format(fields.map((field) => t(`market.fields.${field}`, { defaultValue: field })));
  const source = info?.source_name ?? offer.source_name ?? "";
  const more = info !== null && info.page < info.last_page && status !== "loading";
  const canFetch = offer.available && offer.first_page_cost !== null && status !== "loading" && (info === null || more);
  return (
    <section aria-label={t("market.title")} data-testid="market-panel" className="grid gap-3 rounded-2xl border border-dashed px-4 py-3">
      {/* Always in the page, so that what it says next is announced. */}
      <div role="status" className={status === "loading" || status === "done" ? "text-sm" : "sr-only"} data-testid="market-status">
        {status === "loading" ? (
          <span className="flex items-center gap-2">
            <LoaderCircle aria-hidden className="size-4 shrink-0 animate-spin text-primary" />
            {t("market.joining", { source })}
          </span>
        ) : status === "done" && props.joined > 0 ? (
          <span className="flex items-center gap-2 text-muted-foreground">
            <Globe aria-hidden className="size-4 shrink-0 text-primary" />
            {t("market.joined", { count: props.joined, total: formatWhole(props.joined, language), source })}
          </span>
        ) : status === "done" ? (
          <span className="text-muted-foreground">{t("market.none")}</span>
        ) : null}
      </div>
      {!offer.available ? <p className="text-sm text-muted-foreground">{t("market.unavailable")}</p> : null}
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
          {t("market.appliedAfter", { source, filters: fieldList(info.applied_after) })}
        </p>
      ) : null}
      {info && info.unverified.length > 0 ? (
        <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground" data-testid="market-unverified">
          {t("market.unverified", { source, filters: fieldList(info.unverified) })}
        </p>
      ) : null}
      {canFetch && offer.first_page_cost !== null ? (
        <Button
          variant={info === null ? "primary" : "outline"}
          className="justify-self-start"
          onClick={() => props.onFetch(info ? info.page + 1 : 1)}
        >
          <Globe />
          {info === null
            ? t("market.search", price(offer.first_page_cost))
            : t("market.more", price(offer.next_page_cost ?? offer.first_page_cost))}
        </Button>
      ) : null}
    </section>
  );
}
