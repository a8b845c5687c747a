import { LOCATION_QUERY_MIN_LENGTH, type TLocationItem } from "@radar/contract/search";
import { useEffect, useState } from "react";
import { useLanguage } from "@/lib/i18n";
import { getLocations } from "../api/get-locations";
import { LOCATION_DEBOUNCE_MS } from "../utils/search-constants";

type State = { results: TLocationItem[]; inFlight: boolean; answered: string | null };

/**
 * SPEC §5 and §9: the location search runs 300 ms after the last keystroke and only for at least 2
 * characters, in the user's language. A failure is only logged and the list stays (SPEC §8).
 */
export function useLocationSearch(query: string) {
  const language = useLanguage();
  const trimmed = query.trim();
  const active = trimmed.length >= LOCATION_QUERY_MIN_LENGTH;
  const [state, setState] = useState<State>({ results: [], inFlight: false, answered: null });

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((current) => ({ ...current, inFlight: true }));
      getLocations(trimmed, language, controller.signal)
        .then((results) => setState({ results, inFlight: false, answered: `${language}:${trimmed}` }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error("Location search failed", error);
          setState((current) => ({ ...current, inFlight: false, answered: `${language}:${trimmed}` }));
        });
    }, LOCATION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, trimmed, language]);

  const current = state.answered === `${language}:${trimmed}`;
  return {
    /** Below 2 characters nothing is searched and no list is shown. */
    active,
    results: active ? state.results : [],
    loading: active && (state.inFlight || !current),
    noResults: active && current && !state.inFlight && state.results.length === 0,
  };
}
