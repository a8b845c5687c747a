import { configure, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderSearch } from "../testing/render-search";

configure({ asyncUtilTimeout: 10_000 });

/** Issue 14 item 3: the search button states the plan's price before anything is charged. */
describe("the search button's price", { timeout: 60_000 }, () => {
  it("states the plan's price in English, with the locale's grouping, and when it is charged", () => {
    renderSearch({ props: { searchCost: 1_250 } });
    expect(screen.getByRole("button", { name: "Search · 1,250 credits" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Charged only when the search finds influencers. Other pages and sort orders of the same search within 30 minutes are free.",
      ),
    ).toBeInTheDocument();
  });

  it("states it in Arabic", async () => {
    await i18n.changeLanguage("ar");
    renderSearch({ props: { searchCost: 40 } });
    expect(screen.getByRole("button", { name: "بحث · 40 نقطة" })).toBeInTheDocument();
    expect(screen.getByText(/يُخصم الرصيد فقط عندما يعثر البحث على مؤثرين/)).toBeInTheDocument();
  });

  it("says nothing of a price it does not know", () => {
    renderSearch();
    expect(screen.getByRole("button", { name: "Search" })).toBeInTheDocument();
    expect(screen.queryByText(/Charged only when/)).not.toBeInTheDocument();
  });
});
