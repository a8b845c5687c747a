import type { TMarketSearchResponse } from "@radar/contract/market";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, type RecordedRequest } from "@/testing/fetch-mock";
import { renderSearch } from "../testing/render-search";
import { manyResults, searchResponse, searchResult } from "../testing/search-fixtures";

configure({ asyncUtilTimeout: 5_000 });

const OFFER = {
  available: true,
  source: "modash",
  source_name: "Modash",
  first_page_cost: 80,
  next_page_cost: 20,
  auto_threshold: 100,
};

function marketAnswer(page: number, ids: number[]): TMarketSearchResponse {
  return {
    results: {
      search_results: ids.map((id) => searchResult({ basic: { id: String(id), username: `market.${id}`, title: `Market ${id}` } })),
    },
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

/** The market's two endpoints, answering `pages` in order; page 1 repeats an account our index already showed (id 1000). */
function marketServer() {
  const marketBodies: Record<string, unknown>[] = [];
  const other = (request: RecordedRequest) => {
    if (request.url.startsWith("/api/search/market/offer/")) return jsonResponse(200, OFFER);
    if (request.url === "/api/search/market/" && request.method === "POST") {
      const body = request.body as Record<string, unknown>;
      marketBodies.push(body);
      return jsonResponse(200, marketAnswer(Number(body.market_page), body.market_page === 1 ? [1000, 7001, 7002] : [7003]));
    }
    return jsonResponse(404, { detail: "Not found." });
  };
  return { other, marketBodies };
}

describe("the market beside our index", { timeout: 30_000 }, () => {
  it("says the market's price before searching, then reaches it by itself when our index is thin", async () => {
    const server = marketServer();
    const rendered = renderSearch({ search: () => jsonResponse(200, searchResponse(manyResults(2), 2)), other: server.other });
    expect(await screen.findByTestId("market-auto-note")).toHaveTextContent(
      "Fewer than 100 matches in our index? The market is searched too, for 80 credits, charged only when it finds someone.",
    );
    await rendered.user.click(screen.getByRole("button", { name: /^Search/ }));
    const results = await screen.findByTestId("market-results");
    // The market's body is the search's, with its page; the account our index already showed is not shown twice.
    expect(server.marketBodies[0]).toMatchObject({ social_network: "instagram", market_page: 1 });
    expect(within(results).getAllByTestId("result-card")).toHaveLength(2);
    expect(within(results).getAllByTestId("result-origin")[0]).toHaveTextContent("From the market · Modash · today");
    expect(screen.getAllByTestId("result-origin")[0]).toHaveTextContent("In our index");
    expect(screen.getByTestId("market-totals")).toHaveTextContent("2 in our index · about 1,234 in the market");
    expect(screen.getByTestId("market-applied-after")).toHaveTextContent(
      "Applied after the fetch (Modash cannot filter by them): Interests",
    );
    expect(screen.getByTestId("market-unverified")).toHaveTextContent(
      "Not checked for some accounts (Modash gives no such figure for them; shown as —): Audience quality",
    );
    expect(rendered.onCreditsRemaining).toHaveBeenLastCalledWith(1000);

    await rendered.user.click(screen.getByRole("button", { name: "More from the market · 20 credits" }));
    await waitFor(() => expect(within(screen.getByTestId("market-results")).getAllByTestId("result-card")).toHaveLength(3));
    expect(server.marketBodies.at(-1)).toMatchObject({ market_page: 2 });
    // The source's last page: nothing more to offer.
    expect(screen.queryByRole("button", { name: /More from the market/ })).not.toBeInTheDocument();
  });

  it("leaves a well-covered search to our index, and offers the market at its price", async () => {
    const server = marketServer();
    const rendered = renderSearch({ search: () => jsonResponse(200, searchResponse(manyResults(50), 240)), other: server.other });
    await rendered.user.click(screen.getByRole("button", { name: /^Search/ }));
    const button = await screen.findByRole("button", { name: "Search the whole market · 80 credits" });
    expect(server.marketBodies).toHaveLength(0);
    await rendered.user.click(button);
    expect(await screen.findByTestId("market-results")).toBeInTheDocument();
    expect(server.marketBodies).toHaveLength(1);
  });
});
