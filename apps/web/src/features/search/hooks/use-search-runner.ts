import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { searchInfluencers } from "../api/search-influencers";
import { buildSearchBody, DEFAULT_SORT, type SearchMode, type SearchSort } from "../utils/build-search-body";
import { formatWhole } from "../utils/format-search";
import { type Influencer, toInfluencer } from "../utils/influencer";
import { sampleInfluencers } from "../utils/sample-influencers";
import { type SearchFailure, toSearchFailure } from "../utils/search-error";
import type { SearchFilters } from "../utils/search-filters";
import { searchTotal } from "../utils/search-pages";
import { useFailureText } from "./use-failure-text";

/** SPEC §4 search status. */
export type SearchStatus = "idle" | "loading" | "results" | "empty" | "error";

/** The filters a search ran with: paging and re-sorting repeat exactly these, not later edits. */
export type SearchSnapshot = { filters: SearchFilters; mode: SearchMode; profileId: number | null };

type State = {
  status: SearchStatus;
  results: Influencer[];
  total: number;
  page: number;
  failure: SearchFailure | null;
  /** SPEC §4: the local sample list shown after a failure (none when credits are short). */
  fallback: Influencer[];
};

const IDLE: State = { status: "idle", results: [], total: 0, page: 1, failure: null, fallback: [] };

/**
 * Runs searches and holds their outcome: the five states of SPEC §4, the success and failure
 * toasts of SPEC §8, and the remaining credits handed to whoever shows them (the top bar).
 */
export function useSearchRunner(onCreditsRemaining: (credits: number) => void) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const failureText = useFailureText();
  const [state, setState] = useState<State>(IDLE);
  const [sort, setSortState] = useState<SearchSort>(DEFAULT_SORT);
  const [lastSearch, setLastSearch] = useState<SearchSnapshot | null>(null);
  const latest = useRef<AbortController | null>(null);

  const run = useCallback(
    async (snapshot: SearchSnapshot, page: number, order: SearchSort) => {
      const { body, warnings } = buildSearchBody(snapshot.filters, {
        mode: snapshot.mode,
        page,
        sort: order,
        profileId: snapshot.profileId,
      });
      if (warnings.includes("invalidDate")) toast.warning(t("toasts.invalidDate"));
      latest.current?.abort();
      const controller = new AbortController();
      latest.current = controller;
      setLastSearch(snapshot);
      setState((current) => ({ ...current, status: "loading", page, failure: null }));
      try {
        const response = await searchInfluencers(body, controller.signal);
        if (controller.signal.aborted) return;
        const results = response.results.search_results.map(toInfluencer);
        const total = searchTotal(response.results.filters.total_results, response.results.total_pages, results.length);
        setState({ status: results.length > 0 ? "results" : "empty", results, total, page, failure: null, fallback: [] });
        onCreditsRemaining(response.credits_remaining);
        toast.success(t("toasts.completedTitle"), {
          description: [
            t("toasts.resultsFound", { count: total, total: formatWhole(total, language) }),
            t("toasts.creditsRemaining", {
              count: response.credits_remaining,
              credits: formatCredits(response.credits_remaining, language),
            }),
          ].join(" "),
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        const failure = toSearchFailure(error);
        setState({
          status: "error",
          results: [],
          total: 0,
          page,
          failure,
          // Short of credits, the screen shows what is missing and a way to upgrade, not sample profiles.
          fallback: failure.kind === "paymentRequired" ? [] : sampleInfluencers(snapshot.filters.category.include),
        });
        toast.error(t("toasts.failedTitle"), { description: failureText(failure) });
      }
    },
    [t, language, failureText, onCreditsRemaining],
  );

  /** A new search from the current filters: always page 1. */
  const search = useCallback((snapshot: SearchSnapshot) => run(snapshot, 1, sort), [run, sort]);

  /** SPEC §4: changing page re-runs the last search. */
  const goToPage = useCallback(
    (page: number) => {
      if (lastSearch) void run(lastSearch, page, sort);
    },
    [run, lastSearch, sort],
  );

  /** A new order re-runs the last search from its first page (free of credits on the server). */
  const setSort = useCallback(
    (next: SearchSort) => {
      setSortState(next);
      if (lastSearch && state.status !== "loading") void run(lastSearch, 1, next);
    },
    [run, lastSearch, state.status],
  );

  const reset = useCallback(() => {
    latest.current?.abort();
    setState(IDLE);
    setLastSearch(null);
  }, []);

  return { ...state, sort, setSort, search, goToPage, reset, hasSearched: lastSearch !== null, lastSearch };
}
