import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { clearAuth } from "@/lib/auth-storage";
import { ApiError } from "@/lib/http";
import { jsonResponse } from "@/testing/fetch-mock";
import { renderSearch } from "../testing/render-search";
import { manyResults, searchResponse, searchResult } from "../testing/search-fixtures";

// Many controls per test and a suite that shares two cores: give the screen time to answer.
configure({ asyncUtilTimeout: 10_000 });

const searchButton = () => screen.getByRole("button", { name: "Search" });

describe("SearchScreen: results (SPEC §2, §4 search status, §8)", { timeout: 60_000 }, () => {
  it("shows 'No search data', then the loading state, then cards; toasts the count and credits and hands them on", async () => {
    let answer: (response: Response) => void = () => {};
    const { user, onCreditsRemaining } = renderSearch({ search: () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByRole("heading", { name: "search influencers" })).toBeInTheDocument();
    expect(screen.getByText("No search data")).toBeInTheDocument();

    await user.click(searchButton());
    expect(await screen.findByText("Searching for influencers...")).toBeInTheDocument();
    expect(screen.getByText("This may take a moment")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "searching" })).toBeDisabled();

    answer(jsonResponse(200, searchResponse([searchResult()], 1, 1_210)));
    const card = await screen.findByTestId("result-card");
    expect(within(card).getByRole("button", { name: "Noura Eats" })).toBeInTheDocument();
    expect(within(card).getByText("184.3K")).toBeInTheDocument();
    expect(within(card).getByText("4.12%")).toBeInTheDocument();
    expect(within(card).getByText("Riyadh, Saudi Arabia")).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Verified" })).toBeInTheDocument();
    expect(await screen.findByText("Search completed")).toBeInTheDocument();
    expect(screen.getByText("1 result found. You have 1,210.00 credits remaining.")).toBeInTheDocument();
    expect(onCreditsRemaining).toHaveBeenCalledWith(1_210);
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
  });

  it("sends the basic body of SPEC §7 with the §9 defaults and nothing blank", async () => {
    const { user, lastBody } = renderSearch();
    await user.click(searchButton());
    await screen.findByTestId("result-card");
    expect(lastBody()).toEqual({
      social_network: "instagram",
      page: 1,
      limit: 50,
      sort: { field: "followers", order: "desc" },
      subscribers_count: { from: 1_000, to: 10_000_000 },
      aqs: { from: 10, to: 100 },
    });
  });

  it("shows the list view with the platform's extra columns", async () => {
    const { user } = renderSearch({
      search: () =>
        jsonResponse(
          200,
          searchResponse([searchResult({ basic: { platform: "tiktok" }, metrics: { likes_count: 2_400_000, views_avg: 95_500 } })]),
        ),
    });
    await user.click(searchButton());
    await screen.findByTestId("result-card");
    await user.click(screen.getByRole("button", { name: "List" }));
    const table = screen.getByRole("table", { name: "Search results" });
    expect(within(table).getByRole("columnheader", { name: "Total likes" })).toBeInTheDocument();
    expect(within(table).getByRole("columnheader", { name: "Average views" })).toBeInTheDocument();
    expect(within(table).queryByRole("columnheader", { name: "Real followers" })).not.toBeInTheDocument();
    const row = screen.getByTestId("result-row");
    expect(within(row).getByText("2.4M")).toBeInTheDocument();
    expect(within(row).getByText("95.5K")).toBeInTheDocument();
  });

  it("pages only above 50 results, and a page change re-runs the same search", async () => {
    const { user, searches } = renderSearch({
      search: (request) => {
        const page = (request.body as { page: number }).page;
        return jsonResponse(200, searchResponse(manyResults(page === 3 ? 20 : 50, (page - 1) * 50), 120));
      },
    });
    await user.click(searchButton());
    expect(await screen.findAllByTestId("result-card")).toHaveLength(50);
    const pages = screen.getByRole("navigation", { name: "Result pages" });
    expect(within(pages).getByRole("button", { name: "Page 3" })).toBeInTheDocument();
    expect(within(pages).queryByRole("button", { name: "Page 4" })).not.toBeInTheDocument();

    // Filters edited after the search do not leak into paging: a page is the same search.
    await user.click(screen.getByRole("radio", { name: /^Macro/ }));
    await user.click(within(pages).getByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(screen.getAllByTestId("result-card")).toHaveLength(20));
    const [first, third] = [searches()[0]?.body, searches()[1]?.body] as Record<string, unknown>[];
    expect(third).toEqual({ ...first, page: 3 });
    expect(screen.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  });

  it("shows no pagination for 50 results or fewer", async () => {
    const { user } = renderSearch({ search: () => jsonResponse(200, searchResponse(manyResults(50), 50)) });
    await user.click(searchButton());
    await screen.findAllByTestId("result-card");
    expect(screen.queryByRole("navigation", { name: "Result pages" })).not.toBeInTheDocument();
  });

  it("sorts by the chosen key and direction, re-running the search", async () => {
    const { user, searches, lastBody } = renderSearch();
    await user.click(searchButton());
    await screen.findByTestId("result-card");
    await user.selectOptions(screen.getByLabelText("Sort by"), "Reels views");
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(lastBody()?.sort).toEqual({ field: "reels_views", order: "desc" });
    await user.click(screen.getByRole("button", { name: "Descending order: switch to ascending" }));
    await waitFor(() => expect(searches()).toHaveLength(3));
    expect(lastBody()?.sort).toEqual({ field: "reels_views", order: "asc" });
    expect(screen.getByRole("button", { name: "Ascending order: switch to descending" })).toBeInTheDocument();
  });

  it("shows 'No results found' for an empty answer", async () => {
    const { user } = renderSearch({ search: () => jsonResponse(200, searchResponse([], 0)) });
    await user.click(searchButton());
    expect(await screen.findByText("No results found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search criteria to find influencers.")).toBeInTheDocument();
  });

  it("with no market source for the platform, keeps 'No results found' and the plain count, with no origin badges", async () => {
    const offer = { available: false, source: null, source_name: null, first_page_cost: 80, next_page_cost: 20, auto_threshold: 100 };
    const other = () => jsonResponse(200, offer);
    const empty = renderSearch({ search: () => jsonResponse(200, searchResponse([], 0)), other });
    await empty.user.click(searchButton());
    expect(await screen.findByText("No results found")).toBeInTheDocument();
    expect(await screen.findByText("No connected data source searches this platform's market.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Search the whole market/ })).not.toBeInTheDocument();
    empty.unmount();

    const some = renderSearch({ search: () => jsonResponse(200, searchResponse(manyResults(3), 3)), other });
    await some.user.click(searchButton());
    await waitFor(() => expect(screen.getAllByTestId("result-card")).toHaveLength(3));
    expect(screen.getByText("3 influencers found")).toBeInTheDocument();
    expect(screen.queryByTestId("market-totals")).not.toBeInTheDocument();
    expect(screen.queryByTestId("result-origin")).not.toBeInTheDocument();
  });

  it("a 402 says how many credits are missing and links to the plans, with no sample list", async () => {
    const body = {
      error: "Insufficient credits",
      detail: "Insufficient credits: this costs 40.00 credits and the balance is 10.00; 30.00 more are needed",
      credits_required: 40,
      credits_balance: 10,
      credits_missing: 30,
    };
    const { user, onCreditsRemaining } = renderSearch({ search: () => jsonResponse(402, body) });
    await user.click(searchButton());
    const banner = await screen.findByRole("alert");
    expect(
      within(banner).getByText("This search costs 40.00 credits and your balance is 10.00: 30.00 more credits are needed."),
    ).toBeInTheDocument();
    expect(await screen.findByText("Search failed", { selector: "[data-title]" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade plan" })).toHaveAttribute("href", "/subscriptions");
    expect(screen.queryByRole("heading", { name: "Sample influencers" })).not.toBeInTheDocument();
    expect(screen.queryAllByTestId("result-card")).toHaveLength(0);
    expect(onCreditsRemaining).not.toHaveBeenCalled();
  });

  it("a 402 without the figures still says 'Payment required' and offers the plans", async () => {
    const { user } = renderSearch({ search: () => jsonResponse(402, { error: "Insufficient credits", detail: "Insufficient credits" }) });
    await user.click(searchButton());
    const banner = await screen.findByRole("alert");
    expect(within(banner).getByText("Payment required: Insufficient credits")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade plan" })).toHaveAttribute("href", "/subscriptions");
    expect(screen.queryByRole("heading", { name: "Sample influencers" })).not.toBeInTheDocument();
  });

  it.each([
    [
      400,
      { error: "Unknown country code 'XX'", detail: "Search failed: Unknown country code 'XX'" },
      "Search failed: Unknown country code 'XX'",
    ],
    [400, {}, "Search failed: Invalid search parameters"],
    [403, { error: "An active subscription is required" }, "Access denied: An active subscription is required"],
    [403, {}, "Access denied: Access denied"],
    [405, {}, "Search method not allowed. Please contact support."],
    [500, { detail: "An unexpected error occurred" }, "An unexpected error occurred"],
  ])("a %i shows the red banner, the 'Search failed' toast and the sample list", async (status, body, message) => {
    const { user, onCreditsRemaining } = renderSearch({ search: () => jsonResponse(status, body) });
    await user.click(searchButton());
    const banner = await screen.findByRole("alert");
    expect(within(banner).getByText(message)).toBeInTheDocument();
    expect(await screen.findByText("Search failed", { selector: "[data-title]" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sample influencers" })).toBeInTheDocument();
    expect(screen.getAllByTestId("result-card").length).toBeGreaterThan(0);
    expect(onCreditsRemaining).not.toHaveBeenCalled();
  });

  it("says 'Invalid response format from server' for an answer that is not the §7 object", async () => {
    const { user } = renderSearch({
      search: () => new Response("<html>oops</html>", { status: 200, headers: { "content-type": "text/html" } }),
    });
    await user.click(searchButton());
    expect(await within(await screen.findByRole("alert")).findByText("Invalid response format from server")).toBeInTheDocument();
  });

  it("says 'Authentication token is missing' and sends nothing without a token", async () => {
    const { user, searches } = renderSearch();
    clearAuth();
    await user.click(searchButton());
    expect(await within(await screen.findByRole("alert")).findByText("Authentication token is missing")).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });

  it("falls back to the samples of the searched category", async () => {
    const { user } = renderSearch({ search: () => jsonResponse(500, { detail: "down" }) });
    await user.click(screen.getByRole("tab", { name: "Deep" }));
    await user.selectOptions(screen.getByLabelText("Include categories"), "1035");
    await user.click(searchButton());
    await screen.findByRole("heading", { name: "Sample influencers" });
    const names = screen.getAllByTestId("result-card").map((card) => within(card).getAllByRole("button")[0]?.textContent);
    expect(names).toEqual(["Sample Kitchen", "Sample Dates & Coffee"]);
  });
});

describe("SearchScreen: by keyboard", { timeout: 60_000 }, () => {
  it("switches mode, folds a section, searches and opens and closes the details, all from the keyboard", async () => {
    const { user, searches } = renderSearch();
    const deep = screen.getByRole("tab", { name: "Deep" });
    act(() => screen.getByRole("tab", { name: "Basic" }).focus());
    await user.keyboard("{ArrowRight}");
    expect(deep).toHaveAttribute("aria-selected", "true");

    const advanced = screen.getByRole("button", { name: "Advanced" });
    expect(advanced).toHaveAttribute("aria-expanded", "true");
    act(() => advanced.focus());
    await user.keyboard("{Enter}");
    expect(advanced).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByLabelText("Most recent post after")).not.toBeInTheDocument();
    await user.keyboard(" ");
    expect(screen.getByLabelText("Most recent post after")).toBeInTheDocument();

    act(() => searchButton().focus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(searches()).toHaveLength(1));
    const name = await screen.findByRole("button", { name: "Noura Eats" });
    act(() => name.focus());
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Noura Eats" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(name).toHaveFocus();
  });
});

describe("SearchScreen: the details dialog and 'Add to Profiles' (SPEC §2, §7, §8)", { timeout: 60_000 }, () => {
  async function openDetails(options: Parameters<typeof renderSearch>[0] = {}) {
    const rendered = renderSearch(options);
    await rendered.user.click(searchButton());
    await rendered.user.click(await screen.findByRole("button", { name: "Noura Eats" }));
    return { ...rendered, dialog: await screen.findByRole("dialog", { name: "Noura Eats" }) };
  }

  it("shows the whole profile: metrics, audience charts, contacts and prices marked as estimates", async () => {
    const { dialog } = await openDetails();
    expect(within(dialog).getByText("@noura.eats")).toBeInTheDocument();
    expect(within(dialog).getByText("Riyadh food diaries")).toBeInTheDocument();
    expect(within(dialog).getByText("151.1K")).toBeInTheDocument();
    expect(within(dialog).getByText("Very good")).toBeInTheDocument();
    expect(within(dialog).getByText("Female: 68%")).toBeInTheDocument();
    expect(within(dialog).getByText("25–34: 40%")).toBeInTheDocument();
    expect(within(dialog).getByText("Saudi Arabia: 61%")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "noura@example.sa" })).toHaveAttribute("href", "mailto:noura@example.sa");
    expect(within(dialog).getByRole("link", { name: "+966500000000" })).toHaveAttribute("href", "tel:+966500000000");
    expect(within(dialog).getByRole("heading", { name: "Estimated prices" })).toBeInTheDocument();
    expect(within(dialog).getByText("Estimate")).toBeInTheDocument();
    expect(within(dialog).getByText(/4,500\.00/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Open on Instagram" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/noura.eats/",
    );
  });

  it("says twitter has no audience data", async () => {
    const { dialog } = await openDetails({
      search: () => jsonResponse(200, searchResponse([searchResult({ basic: { platform: "twitter" }, audience: null })])),
    });
    expect(within(dialog).getByText("No audience data is collected for this platform.")).toBeInTheDocument();
  });

  it("sends the §7 create payload, is disabled while adding, and toasts 'Profile Created'", async () => {
    let finish: () => void = () => {};
    const { user, dialog, createProfile } = await openDetails();
    createProfile.mockImplementation(() => new Promise((resolve) => (finish = () => resolve({ success: true }))));
    await user.click(within(dialog).getByRole("button", { name: "Add to Profiles" }));
    expect(createProfile).toHaveBeenCalledWith({
      username: "noura.eats",
      profile_url: "https://www.instagram.com/noura.eats/",
      targeted_category: "General",
      category_id: 1,
      targeted_gender: "other",
      age_groups: ["25_34"],
      size_preset: "50000-500000",
      platform: "instagram",
    });
    expect(within(dialog).getByRole("button", { name: "Adding…" })).toBeDisabled();
    finish();
    expect(await screen.findByText("Profile Created")).toBeInTheDocument();
    expect(screen.getByText("noura.eats has been successfully added to your profiles.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Add to Profiles" })).toBeEnabled();
  });

  it("toasts 'Error creating profile' with the reason", async () => {
    const { user, dialog, createProfile } = await openDetails();
    createProfile.mockRejectedValueOnce(
      new ApiError(403, { detail: "You have reached the profile limit of your plan. Upgrade your plan to add more profiles." }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Add to Profiles" }));
    expect(await screen.findByText("Error creating profile")).toBeInTheDocument();
    expect(screen.getByText(/reached the profile limit of your plan/)).toBeInTheDocument();
    createProfile.mockRejectedValueOnce(new ApiError(0, null, ""));
    await user.click(within(dialog).getByRole("button", { name: "Add to Profiles" }));
    expect(await screen.findByText("Failed to create profile")).toBeInTheDocument();
  });

  it("is disabled when logged out", async () => {
    // The session is there for the search; the page says nobody is logged in (the session just ended).
    const { dialog, createProfile } = await openDetails({ props: { loggedIn: false } });
    expect(within(dialog).getByRole("button", { name: "Add to Profiles" })).toBeDisabled();
    expect(createProfile).not.toHaveBeenCalled();
  });
});
