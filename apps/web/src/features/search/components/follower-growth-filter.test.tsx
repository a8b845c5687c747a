import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "@/testing/fetch-mock";
import { renderSearch } from "../testing/render-search";
import { searchResponse, searchResult } from "../testing/search-fixtures";
import { filtersFromSearchBody } from "../utils/filters-from-body";

configure({ asyncUtilTimeout: 10_000 });

const searchButton = () => screen.getByRole("button", { name: "Search" });

describe("deep search: follower growth and our quality estimate", { timeout: 60_000 }, () => {
  it("sends follower_growth with its period and percent bounds, and sorts by growth", async () => {
    const { user, lastBody } = renderSearch();
    await user.click(screen.getByRole("tab", { name: "Deep" }));
    expect(screen.queryByLabelText("Minimum growth (%)")).not.toBeInTheDocument();
    await user.click(screen.getByLabelText("Filter by follower growth"));
    await user.selectOptions(screen.getByLabelText("Over"), "90");
    await user.type(screen.getByLabelText("Minimum growth (%)"), "-5.5{Enter}");
    await user.type(screen.getByLabelText("Maximum growth (%)"), "40{Enter}");
    await user.click(searchButton());
    await screen.findByTestId("result-card");
    expect(lastBody()?.follower_growth).toEqual({ period: 90, from: -5.5, to: 40 });

    await user.selectOptions(screen.getByLabelText("Sort by"), "growth_30d");
    await screen.findByTestId("result-card");
    expect(lastBody()?.sort).toEqual({ field: "growth_30d", order: "desc" });
  });

  it("a minimum above the maximum moves it along; no bound sends no filter", async () => {
    const { user, lastBody } = renderSearch();
    await user.click(screen.getByRole("tab", { name: "Deep" }));
    await user.click(screen.getByLabelText("Filter by follower growth"));
    await user.type(screen.getByLabelText("Maximum growth (%)"), "10{Enter}");
    await user.type(screen.getByLabelText("Minimum growth (%)"), "25{Enter}");
    expect(screen.getByLabelText("Maximum growth (%)")).toHaveValue(25);
    await user.click(searchButton());
    await screen.findByTestId("result-card");
    expect(lastBody()?.follower_growth).toEqual({ period: 30, from: 25, to: 25 });
  });

  it("a saved search with growth reopens in deep mode with the control set", () => {
    const saved = filtersFromSearchBody({ social_network: "instagram", follower_growth: { period: 90, from: 3 } }, "en");
    expect(saved?.mode).toBe("deep");
    expect(saved?.filters.followerGrowth).toEqual({ filter: true, period: 90, min: 3, max: null });
  });

  it("marks our quality estimate as ours where the source gives no score", async () => {
    const ours = searchResult({ features: { aqs: null, aqs_name: null, aqs_estimate: 62 } });
    const { user } = renderSearch({ search: () => jsonResponse(200, searchResponse([ours])) });
    await user.click(searchButton());
    const card = await screen.findByTestId("result-card");
    const figure = within(card).getByTestId("quality-ours");
    expect(figure).toHaveTextContent("62ours");
    expect(figure).toHaveAttribute("title", expect.stringContaining("Our estimate"));
  });
});
