import type { TMarketInfo } from "@radar/contract/market";
import { useCallback, useRef, useState } from "react";
import { searchMarket } from "../api/search-market";
import { buildSearchBody, DEFAULT_SORT } from "../utils/build-search-body";
import { toInfluencer } from "../utils/influencer";
import type { MarketResult } from "../utils/merge-results";
import { type SearchFailure, toSearchFailure } from "../utils/search-error";
import type { SearchSnapshot } from "./use-search-runner";

export type MarketStatus = "idle" | "loading" | "done" | "error";

type State = {
  status: MarketStatus;
  /** The market's accounts of every page fetched so far, in the source's order, each with its page's source and time. */
  results: MarketResult[];
  /** The last page's answer: source, its total, what it could not filter. */
  info: TMarketInfo | null;
  failure: SearchFailure | null;
};

const IDLE: State = { status: "idle", results: [], info: null, failure: null };

/**
 * Fetches the market's pages for the last search: its accounts join the list as they arrive, page by
 * page; a new search starts over. The balance each answer carries goes to the top bar.
 */
export function useMarketRunner(onCreditsRemaining: (credits: number) => void) {
  const [state, setState] = useState<State>(IDLE);
  const latest = useRef<AbortController | null>(null);

  const fetchPage = useCallback(
    async (snapshot: SearchSnapshot, page: number) => {
      const { body } = buildSearchBody(snapshot.filters, {
        mode: snapshot.mode,
        page: 1,
        sort: DEFAULT_SORT,
        profileId: snapshot.profileId,
      });
      latest.current?.abort();
      const controller = new AbortController();
      latest.current = controller;
      setState((current) => ({ ...(page === 1 ? IDLE : current), status: "loading", failure: null }));
      try {
        const answer = await searchMarket({ ...body, market_page: page }, controller.signal);
        if (controller.signal.aborted) return;
        const { source_name: source, fetched_at: fetchedAt } = answer.market;
        const fetched = answer.results.search_results.map((row) => ({ influencer: toInfluencer(row), source, fetchedAt }));
        setState((current) => {
          const earlier = page === 1 ? [] : current.results;
          const known = new Set(earlier.map((r) => r.influencer.id));
          const results = [...earlier, ...fetched.filter((r) => !known.has(r.influencer.id))];
          return { status: "done", results, info: answer.market, failure: null };
        });
        onCreditsRemaining(answer.credits_remaining);
      } catch (error) {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, status: "error", failure: toSearchFailure(error) }));
      }
    },
    [onCreditsRemaining],
  );

  const reset = useCallback(() => {
    latest.current?.abort();
    setState(IDLE);
  }, []);

  return { ...state, fetchPage, reset };
}
