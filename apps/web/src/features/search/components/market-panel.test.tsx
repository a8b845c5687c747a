import type { TMarketSearchResponse } from "@radar/contract/market";
import type { TSearchResult } from "@radar/contract/search";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, type RecordedRequest } from "@/testing/fetch-mock";
import { renderSearch } from "../testing/render-search";
import { manyResults, searchResponse, searchResult } from "../testing/search-fixtures";
import type { AddToListSlotProps } from "./add-to-list-slot";
import type { CreatorReportSlotProps } from "./creator-report-slot";

configure({ asyncUtilTimeout: 10_000 });

const OFFER = {
  available: true,
  source: "modash",
  source_name: "Modash",
  first_page_cost: 80,
  next_page_cost: 20,
  auto_threshold: 100,
};

const marketRow = (id: number, username = `market.${id}`) => searchResult({ basic: { id: String(id), username, title: `Market ${id}` } });

function marketAnswer(page: number, rows: TSearchResult[]): TMarketSearchResponse {
  return {
    results: { search_results: rows },
    market: {
      source: "modash",
      source_name: "Modash",
      via_sandbox: true,
      fetched_at: new Date().toISOString(),
      page,
      last_page: 2,
      total: 1_234,
      applied_after: ["interests"],
      unverified: ["aqs"],
      charged: page === 1 ? 80 : 20,
    },
    credits_remaining: 1000,
  };
}

/**
 * The market's two endpoints. Page 1 repeats an account our index already showed (id 1000), and names
 * another by our index's handle under an id of its own (CREATOR.1: the same account, told apart by
 * nothing but the letters' case); each page's answer waits until the test lets it go.
 */
function marketServer() {
  const marketBodies: Record<string, unknown>[] = [];
  const held: (() => void)[] = [];
  const pages: Record<number, TSearchResult[]> = {
    1: [marketRow(1000, "creator.0"), marketRow(7001), marketRow(9999, "CREATOR.1"), marketRow(7002)],
    2: [marketRow(7002), marketRow(7003)],
  };
  const other = async (request: RecordedRequest) => {
    if (request.url.startsWith("/api/search/market/offer/")) return jsonResponse(200, OFFER);
    if (request.url === "/api/search/market/" && request.method === "POST") {
      const body = request.body as Record<string, unknown>;
      marketBodies.push(body);
      const page = Number(body.market_page);
      await new Promise<void>((resolve) => held.push(resolve));
      return jsonResponse(200, marketAnswer(page, pages[page] ?? []));
    }
    return jsonResponse(404, { detail: "Not found." });
  };
  /** Lets the market's waiting answers go. */
  const answer = async () => {
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    for (const resolve of held.splice(0)) resolve();
  };
  return { other, marketBodies, answer };
}

const names = (elements: HTMLElement[]) => elements.map((element) => within(element).getByRole("heading").textContent);
const cards = () => within(screen.getByTestId("result-list")).getAllByTestId("result-card");

describe("one result list: our index's matches and the market's", { timeout: 60_000 }, () => {
  it("shows our index at once, then the market's accounts joining the same list, each saying where it came from", async () => {
    const server = marketServer();
    const rendered = renderSearch({ search: () => jsonResponse(200, searchResponse(manyResults(2), 2)), other: server.other });
    expect(await screen.findByTestId("market-auto-note")).toHaveTextContent(
      "Fewer than 100 matches in our index? The market is searched too, for 80 credits, charged only when it finds someone.",
    );
    await rendered.user.click(screen.getByRole("button", { name: /^Search/ }));

    // Our index's page is on screen while the market is still on its way: placeholders at the list's end.
    await waitFor(() => expect(screen.getByTestId("result-list")).toHaveAttribute("aria-busy", "true"));
    expect(names(cards())).toEqual(["Creator 0", "Creator 1"]);
    expect(screen.getAllByTestId("result-skeleton")).toHaveLength(3);
    expect(screen.getByTestId("market-status")).toHaveTextContent(
      "Searching the market through Modash… its accounts join the list as they arrive.",
    );
    expect(screen.getByTestId("market-totals")).toHaveTextContent("2 in our index");
    expect(server.marketBodies[0]).toMatchObject({ social_network: "instagram", market_page: 1 });

    await server.answer();
    await waitFor(() => expect(screen.getByTestId("result-list")).toHaveAttribute("aria-busy", "false"));
    expect(screen.queryByTestId("result-skeleton")).not.toBeInTheDocument();
    // Our index first in its order, then the market's in the source's order; the two accounts our index
    // already showed (same id; same handle in other letters' case) are not shown twice.
    expect(names(cards())).toEqual(["Creator 0", "Creator 1", "Market 7001", "Market 7002"]);
    expect(cards().map((card) => card.dataset.origin)).toEqual(["index", "index", "market", "market"]);
    const origins = within(screen.getByTestId("result-list")).getAllByTestId("result-origin");
    expect(origins[0]).toHaveTextContent("In our index");
    expect(origins[2]).toHaveTextContent("From the market · Modash · today");
    expect(screen.getByTestId("market-totals")).toHaveTextContent("2 in our index · about 1,234 in the market");
    expect(screen.getByTestId("market-status")).toHaveTextContent("2 accounts from the market (Modash) joined the list.");
    expect(screen.getByTestId("market-applied-after")).toHaveTextContent(
      "Applied after the fetch (Modash cannot filter by them): Interests",
    );
    expect(screen.getByTestId("market-unverified")).toHaveTextContent(
      "Not checked for some accounts (Modash gives no such figure for them; shown as —): Audience quality",
    );
    expect(rendered.onCreditsRemaining).toHaveBeenLastCalledWith(1000);

    // The next page appends; an account the source repeats is shown once.
    await rendered.user.click(screen.getByRole("button", { name: "More from the market · 20 credits" }));
    await waitFor(() => expect(screen.getAllByTestId("result-skeleton")).toHaveLength(3));
    expect(cards()).toHaveLength(4);
    await server.answer();
    await waitFor(() => expect(names(cards())).toEqual(["Creator 0", "Creator 1", "Market 7001", "Market 7002", "Market 7003"]));
    expect(server.marketBodies.at(-1)).toMatchObject({ market_page: 2 });
    // The source's last page: nothing more to offer.
    expect(screen.queryByRole("button", { name: /More from the market/ })).not.toBeInTheDocument();

    // The market's accounts open their details like our index's.
    await rendered.user.click(within(cards()[4] as HTMLElement).getByRole("button", { name: "Market 7003" }));
    expect(within(await screen.findByRole("dialog")).getByRole("heading", { name: /Market 7003/ })).toBeInTheDocument();
  });

  it("merges the market into the list view too, with a badge on every row and the same ticks and actions", async () => {
    const server = marketServer();
    const added: (readonly string[])[] = [];
    const reported: string[] = [];
    const rendered = renderSearch({
      search: () => jsonResponse(200, searchResponse(manyResults(2), 2)),
      other: server.other,
      props: {
        addToList: ({ influencerIds, label }: AddToListSlotProps) => (
          <button type="button" onClick={() => added.push(influencerIds)}>
            {label ?? `Add ${influencerIds.join(",")}`}
          </button>
        ),
        creatorReport: ({ creator }: CreatorReportSlotProps) => (
          <button type="button" onClick={() => reported.push(creator.influencerId)}>{`Report ${creator.name}`}</button>
        ),
      },
    });
    await rendered.user.click(screen.getByRole("button", { name: /^Search/ }));
    await screen.findByTestId("result-list");
    // Each market card has the same actions as our index's.
    await server.answer();
    await waitFor(() => expect(cards()).toHaveLength(4));
    await rendered.user.click(within(cards()[2] as HTMLElement).getByRole("button", { name: "Report Market 7001" }));
    await rendered.user.click(within(cards()[2] as HTMLElement).getByRole("button", { name: "Add 7001" }));
    expect(reported).toEqual(["7001"]);
    expect(added).toEqual([["7001"]]);

    await rendered.user.click(screen.getByRole("button", { name: "List" }));
    const rows = within(screen.getByRole("table", { name: "Search results" })).getAllByTestId("result-row");
    expect(rows.map((row) => row.dataset.origin)).toEqual(["index", "index", "market", "market"]);
    expect(within(rows[3] as HTMLElement).getByTestId("result-origin")).toHaveTextContent("From the market · Modash · today");
    expect(within(rows[0] as HTMLElement).getByTestId("result-origin")).toHaveTextContent("In our index");
    // Ticked together, an index row and a market row go to a list in one go.
    await rendered.user.click(screen.getByRole("checkbox", { name: "Select Creator 0" }));
    await rendered.user.click(screen.getByRole("checkbox", { name: "Select Market 7002" }));
    await rendered.user.click(screen.getByRole("button", { name: "Add selected to list" }));
    expect(added.at(-1)).toEqual(["1000", "7002"]);

    // The next page's placeholders are rows of the table.
    await rendered.user.click(screen.getByRole("button", { name: "More from the market · 20 credits" }));
    await waitFor(() => expect(screen.getAllByTestId("result-skeleton")).toHaveLength(3));
    expect(screen.getAllByTestId("result-skeleton")[0]?.tagName).toBe("TR");
    await server.answer();
    await waitFor(() => expect(screen.getAllByTestId("result-row")).toHaveLength(5));
  });

  it("with nothing in our index, opens the list for the market's accounts instead of 'No results found'", async () => {
    const server = marketServer();
    const rendered = renderSearch({ search: () => jsonResponse(200, searchResponse([], 0)), other: server.other });
    await rendered.user.click(screen.getByRole("button", { name: /^Search/ }));
    await waitFor(() => expect(screen.getAllByTestId("result-skeleton")).toHaveLength(3));
    expect(screen.queryByText("No results found")).not.toBeInTheDocument();
    await server.answer();
    await waitFor(() => expect(names(cards())).toEqual(["Market 1000", "Market 7001", "Market 9999", "Market 7002"]));
    expect(screen.getByTestId("market-totals")).toHaveTextContent("0 in our index · about 1,234 in the market");
    expect(screen.queryByText("No results found")).not.toBeInTheDocument();
  });

  it("leaves a well-covered search to our index, and offers the market at its price", async () => {
    const server = marketServer();
    const rendered = renderSearch({ search: () => jsonResponse(200, searchResponse(manyResults(50), 240)), other: server.other });
    await rendered.user.click(screen.getByRole("button", { name: /^Search/ }));
    const button = await screen.findByRole("button", { name: "Search the whole market · 80 credits" });
    expect(screen.getByTestId("market-totals")).toHaveTextContent("240 in our index");
    expect(server.marketBodies).toHaveLength(0);
    await rendered.user.click(button);
    await waitFor(() => expect(screen.getByTestId("result-list")).toHaveAttribute("aria-busy", "true"));
    await server.answer();
    // Creator 0 and Creator 1 are on our index's page: only the market's two others join its 50.
    await waitFor(() => expect(cards()).toHaveLength(52));
    expect(server.marketBodies).toHaveLength(1);
    expect(screen.getByTestId("market-totals")).toHaveTextContent("240 in our index · about 1,234 in the market");
  });
});
