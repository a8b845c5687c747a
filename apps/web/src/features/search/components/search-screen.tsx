import type { TCreateSocialProfileRequest } from "@radar/contract/profiles";
import type { TSavedSearch } from "@radar/contract/saved-searches";
import type { TNamedCity, TSearchRequestParsed } from "@radar/contract/search";
import { BookmarkPlus, CircleAlert, Info, LoaderCircle, RotateCcw, Search } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/layouts/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { getLocaleTextDirection } from "@/lib/direction";
import { formatNumber } from "@/lib/format";
import { ApiError } from "@/lib/http";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useProfileTargeting } from "../api/get-profile-targeting";
import { useCreateSavedSearch } from "../api/saved-searches";
import { useMarketOffer } from "../api/search-market";
import { useMarketRunner } from "../hooks/use-market-runner";
import { useSearchRunner } from "../hooks/use-search-runner";
import { addProfileErrorKey, targetingErrorKey } from "../utils/add-profile-error";
import { createProfilePayload } from "../utils/add-profile-payload";
import { buildSearchBody, type SearchMode } from "../utils/build-search-body";
import { filtersFromSearchBody } from "../utils/filters-from-body";
import type { Influencer } from "../utils/influencer";
import { filtersFromTargeting } from "../utils/profile-prefill";
import { clearIncludedCategories, initialFilters, type SearchFilters } from "../utils/search-filters";
import type { AddToListSlot } from "./add-to-list-slot";
import { BasicPanel } from "./basic-panel";
import { BriefBox } from "./brief-box";
import type { CreatorReportSlot } from "./creator-report-slot";
import { DeepPanel } from "./deep-panel";
import { InfluencerDetailsDialog } from "./influencer-details-dialog";
import { NoProfileActive } from "./no-profile-active";
import { ResultsArea } from "./results-area";
import { SaveSearchDialog } from "./save-search-dialog";
import { SavedSearchesMenu } from "./saved-searches-menu";
import { SearchExportButtons } from "./search-export-buttons";
import { SearchSlots } from "./search-slots";
import { SelectedCategoryField } from "./selected-category-field";

/** A price reads as a whole number unless it has cents ("40 credits", "12.5 credits"). */
const PRICE_DIGITS = { maximumFractionDigits: 2 };

export type SearchScreenProps = {
  /** The :profileId of /{profileId}/search, as written in the address. */
  profileId?: string;
  /** That profile's display name, once the user's profiles are loaded. */
  profileName?: string | null;
  /** Whether the user has an active profile (SPEC §2: without one, and without a profile id, no search). */
  hasActiveProfile: boolean;
  profilesLoading: boolean;
  loggedIn: boolean;
  /** The plan's price of one search (credits), shown on the search button; null while unknown. */
  searchCost?: number | null;
  /** Every search answers with the balance: the top bar shows it at once. */
  onCreditsRemaining: (credits: number) => void;
  /** Adds a profile (the profiles feature's create, which also refreshes the profile list). */
  createProfile: (body: TCreateSocialProfileRequest) => Promise<unknown>;
  /** The lists feature's "Add to list" control, composed in by the page; none without it. */
  addToList?: AddToListSlot;
  /** The reports feature's "Report" control (a report on any result), composed in by the page; none without it. */
  creatorReport?: CreatorReportSlot;
};

/** SPEC §2 influencer search screen: /search and /{profileId}/search. */
export function SearchScreen(props: SearchScreenProps) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const translate = useTranslateMessage();
  const { profileId } = props;
  const [filters, setFilters] = useState<SearchFilters>(initialFilters);
  const [mode, setMode] = useState<SearchMode>(profileId ? "deep" : "basic");
  const [selected, setSelected] = useState<Influencer | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openDetails = useCallback((influencer: Influencer) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSelected(influencer);
  }, []);
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());
  const runner = useSearchRunner(props.onCreditsRemaining);
  const market = useMarketRunner(props.onCreditsRemaining);
  const offer = useMarketOffer(runner.lastSearch?.filters.social_network ?? filters.social_network, props.loggedIn);
  const targeting = useProfileTargeting(profileId);
  const numericProfileId = profileId && /^\d+$/.test(profileId) ? Number(profileId) : null;

  const update = useCallback((change: (current: SearchFilters) => SearchFilters) => setFilters(change), []);
  const createSavedSearch = useCreateSavedSearch();
  const [savingSearch, setSavingSearch] = useState(false);

  // A saved search keeps the filters only: paging and order are the screen's.
  const saveCurrentSearch = async (name: string) => {
    const { body } = buildSearchBody(filters, { mode, page: 1, sort: runner.sort, profileId: numericProfileId });
    const { page: _page, sort: _sort, ...onlyFilters } = body;
    const saved = await createSavedSearch.mutateAsync({ name, filters: onlyFilters });
    toast.success(t("saved.savedTitle"), { description: t("saved.savedDescription", { name: saved.name }) });
  };

  // Re-running is the ordinary search with the saved filters, priced and charged like any search.
  const runSaved = (saved: TSavedSearch) => {
    const loaded = filtersFromSearchBody(saved.filters, language, saved.cities);
    if (!loaded) {
      toast.error(t("saved.unreadable"));
      return;
    }
    setFilters(loaded.filters);
    setMode(loaded.mode);
    void runner.search({ filters: loaded.filters, mode: loaded.mode, profileId: numericProfileId });
  };

  // A brief fills the filters like a saved search does, but does not search: the price is stated first.
  // The filters it set are remembered so the box knows whether they are still its own (not edited since).
  const [briefApplied, setBriefApplied] = useState<SearchFilters | null>(null);
  const loadBrief = (body: TSearchRequestParsed, cities: readonly TNamedCity[]) => {
    const loaded = filtersFromSearchBody(body, language, cities);
    if (!loaded) {
      toast.error(t("brief.failed"));
      return null;
    }
    setFilters(loaded.filters);
    setMode(loaded.mode);
    setBriefApplied(loaded.filters);
    return loaded;
  };
  const applyBrief = (body: TSearchRequestParsed, cities: readonly TNamedCity[]) => loadBrief(body, cities) !== null;
  const runBrief = (body: TSearchRequestParsed, cities: readonly TNamedCity[]) => {
    const loaded = loadBrief(body, cities);
    if (loaded) void runner.search({ filters: loaded.filters, mode: loaded.mode, profileId: numericProfileId });
  };

  const lastSearch = runner.lastSearch;
  const exportBody = useMemo(
    () =>
      lastSearch
        ? buildSearchBody(lastSearch.filters, { mode: lastSearch.mode, page: 1, sort: runner.sort, profileId: lastSearch.profileId }).body
        : null,
    [lastSearch, runner.sort],
  );

  // A new search starts the market over; when our index holds fewer matches than the threshold, the
  // market is searched by itself (its price is stated under the search button beforehand).
  const marketFor = useRef<typeof lastSearch>(null);
  const resetMarket = market.reset;
  const fetchMarket = market.fetchPage;
  const offerData = offer.data;
  useEffect(() => {
    if (runner.status === "loading" || !lastSearch || marketFor.current === lastSearch) return;
    marketFor.current = lastSearch;
    resetMarket();
    const thin = (runner.status === "results" || runner.status === "empty") && runner.total < (offerData?.auto_threshold ?? 0);
    if (thin && offerData?.available && runner.page === 1) void fetchMarket(lastSearch, 1);
  }, [runner.status, runner.total, runner.page, lastSearch, offerData, resetMarket, fetchMarket]);

  // SPEC §4: with a profile id and no search yet, pre-fill from the profile and switch to deep mode —
  // once, however often this effect runs. A search costs credits, so it runs only when the user
  // presses the search button, which states the price (paid actions say their price first).
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (prefilled || !targeting.isSuccess || runner.hasSearched) return;
    setPrefilled(true);
    setFilters(filtersFromTargeting(initialFilters(), targeting.data));
    setMode("deep");
  }, [prefilled, targeting.isSuccess, targeting.data, runner.hasSearched]);

  // SPEC §8: a failed targeting load says so once and leaves the filters as they are.
  const targetingError = targeting.error;
  const targetingReason = targetingError
    ? (() => {
        const key = targetingErrorKey(targetingError.message);
        return key ? t(key) : translate(targetingError.message);
      })()
    : undefined;
  useEffect(() => {
    if (!targetingError) return;
    toast.error(t("toasts.targetingFailedTitle"), { id: "targeting-failed", description: targetingReason });
  }, [targetingError, targetingReason, t]);

  const addToProfiles = async (influencer: Influencer) => {
    if (!props.loggedIn) {
      toast.error(t("toasts.authRequiredTitle"), { description: t("toasts.authRequired") });
      return;
    }
    setAdding((current) => new Set(current).add(influencer.id));
    try {
      await props.createProfile(createProfilePayload(influencer));
      toast.success(t("toasts.profileCreatedTitle"), { description: t("toasts.profileCreated", { username: influencer.username }) });
    } catch (error) {
      const message = error instanceof ApiError || error instanceof Error ? error.message : undefined;
      const key = addProfileErrorKey(message);
      toast.error(t("toasts.createFailedTitle"), {
        description: key ? t(key) : (translate(message) ?? t("toasts.createFailed")),
      });
    } finally {
      setAdding((current) => {
        const next = new Set(current);
        next.delete(influencer.id);
        return next;
      });
    }
  };

  const title = profileId
    ? t("page.similarTitle", { name: props.profileName ?? targeting.data?.username ?? `#${profileId}` })
    : t("page.title");
  const header = (
    <>
      <title>{`${title} · ${t("common:brand.name")}`}</title>
      <PageHeader title={title} description={t("page.description")} />
    </>
  );

  if (!profileId && props.profilesLoading) {
    return (
      <div className="grid gap-6">
        {header}
        <div className="flex justify-center py-16">
          <Spinner className="size-5" label={t("common:loading")} />
        </div>
      </div>
    );
  }
  if (!profileId && !props.hasActiveProfile) {
    return (
      <div className="grid gap-6">
        {header}
        <NoProfileActive newProfileHref={paths.newProfile.path} />
      </div>
    );
  }

  const busy = runner.status === "loading";
  const cost = props.searchCost ?? null;
  const searchLabel =
    cost === null ? t("actions.search") : t("actions.searchPriced", { count: cost, cost: formatNumber(cost, language, PRICE_DIGITS) });
  const dir = getLocaleTextDirection(language);
  return (
    <SearchSlots addToList={props.addToList} creatorReport={props.creatorReport}>
      <div className="grid gap-6">
        {header}
        {targeting.isError ? (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive-soft-foreground"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <p>
              <span className="font-semibold">{t("errors.targetingUnavailable")}</span>
              {targetingReason ? ` — ${targetingReason}` : null}
            </p>
          </div>
        ) : null}
        {profileId && targeting.isPending ? <Spinner label={t("page.loadingProfile")} /> : null}
        {prefilled && !runner.hasSearched ? (
          <div role="status" className="flex gap-3 rounded-xl border bg-surface px-4 py-3 text-sm">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <p>
              {cost === null
                ? t("page.prefilled")
                : t("page.prefilledPriced", { count: cost, cost: formatNumber(cost, language, PRICE_DIGITS) })}
            </p>
          </div>
        ) : null}

        <Card>
          <CardBody className="grid gap-5">
            <BriefBox
              onApply={applyBrief}
              onRun={runBrief}
              searchCost={cost}
              busy={busy}
              linked={briefApplied !== null && briefApplied === filters}
            />
            <Tabs value={mode} onValueChange={(value) => setMode(value as SearchMode)} dir={dir}>
              <div className="grid items-end gap-4 md:grid-cols-[minmax(0,22rem)_auto] md:justify-between">
                <SelectedCategoryField include={filters.category.include} onClear={() => update(clearIncludedCategories)} />
                <div className="grid gap-2">
                  <span id="search-mode-label" className="text-sm font-medium">
                    {t("mode.label")}
                  </span>
                  <TabsList aria-labelledby="search-mode-label" className="justify-self-start">
                    {/* The shared trigger's muted text on the muted list is 4.4:1; a darker grey passes AA. */}
                    <TabsTrigger value="basic">{t("mode.basic")}</TabsTrigger>
                    <TabsTrigger value="deep">{t("mode.deep")}</TabsTrigger>
                  </TabsList>
                </div>
              </div>
              <TabsContent value="basic">
                <BasicPanel filters={filters} update={update} />
              </TabsContent>
              <TabsContent value="deep">
                <DeepPanel filters={filters} update={update} />
              </TabsContent>
            </Tabs>
            <div className="flex flex-wrap items-center gap-2">
              <Button onClick={() => void runner.search({ filters, mode, profileId: numericProfileId })} disabled={busy}>
                {busy ? <LoaderCircle className="animate-spin" /> : <Search />}
                {busy ? t("actions.searching") : searchLabel}
              </Button>
              {runner.hasSearched ? (
                <Button variant="outline" onClick={() => setFilters(initialFilters())} disabled={busy}>
                  <RotateCcw />
                  {t("actions.clearFilters")}
                </Button>
              ) : null}
              <Button variant="outline" onClick={() => setSavingSearch(true)} disabled={busy}>
                <BookmarkPlus />
                {t("saved.saveButton")}
              </Button>
              <SavedSearchesMenu
                onRun={runSaved}
                disabled={busy}
                priceNote={cost === null ? null : t("saved.priceNote", { count: cost, cost: formatNumber(cost, language, PRICE_DIGITS) })}
              />
              {cost === null ? null : <p className="basis-full text-xs text-muted-foreground">{t("actions.priceNote")}</p>}
              {offer.data?.available && offer.data.first_page_cost !== null ? (
                <p className="basis-full text-xs text-muted-foreground" data-testid="market-auto-note">
                  {t("market.autoNote", {
                    count: offer.data.first_page_cost,
                    cost: formatNumber(offer.data.first_page_cost, language, PRICE_DIGITS),
                    threshold: formatNumber(offer.data.auto_threshold, language),
                  })}
                </p>
              ) : null}
            </div>
          </CardBody>
        </Card>

        <ResultsArea
          status={runner.status}
          results={runner.results}
          fallback={runner.fallback}
          failure={runner.failure}
          total={runner.total}
          page={runner.page}
          platform={runner.lastSearch?.filters.social_network ?? filters.social_network}
          sort={runner.sort}
          onSortChange={runner.setSort}
          onPageChange={runner.goToPage}
          onOpen={openDetails}
          hasSearched={runner.hasSearched}
          actions={runner.status === "results" ? <SearchExportButtons body={exportBody} /> : null}
          market={
            lastSearch
              ? {
                  offer: offer.data,
                  status: market.status,
                  results: market.results,
                  info: market.info,
                  failure: market.failure,
                  onFetch: (page) => void market.fetchPage(lastSearch, page),
                }
              : null
          }
        />

        <InfluencerDetailsDialog
          influencer={selected}
          returnFocus={opener}
          onOpenChange={(open) => !open && setSelected(null)}
          onAdd={(influencer) => void addToProfiles(influencer)}
          adding={selected !== null && adding.has(selected.id)}
          loggedIn={props.loggedIn}
        />
        <SaveSearchDialog open={savingSearch} onOpenChange={setSavingSearch} onSave={saveCurrentSearch} />
      </div>
    </SearchSlots>
  );
}
