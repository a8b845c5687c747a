import type { TMarketCrawl } from "@radar/contract/market-crawls";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { signInAsAdmin } from "../testing/admin-fixtures";
import { MarketCrawlsSection } from "./market-crawls-section";

const SAUDI: TMarketCrawl = {
  id: 1,
  name: "Saudi Arabia",
  countries: ["SA"],
  platforms: ["instagram", "youtube"],
  follower_bands: [{ from: 10_000, to: 100_000 }],
  categories: [],
  language: null,
  budgets: { modash: 20, youtube: 10 },
  active: true,
  size: 1_234,
  segments: 2,
  segments_fetched: 2,
  oldest_fetch_at: "2026-03-02T09:15:00Z",
  spend: [
    { source: "modash", used: 5, budget: 20 },
    { source: "youtube", used: 10, budget: 10 },
  ],
  next_run_at: "2026-03-02T10:17:00Z",
  updated_at: "2026-03-01T00:00:00Z",
};

function setup() {
  signInAsAdmin();
  const { requests } = mockFetch((request) => {
    if (request.url === "/api/admin/markets/" && request.method === "GET") return jsonResponse(200, { markets: [SAUDI] });
    if (request.url === "/api/admin/markets/" && request.method === "POST") return jsonResponse(201, { ...SAUDI, id: 2 });
    if (request.url === "/api/search/categories/")
      return jsonResponse(200, { categories: [{ id: 1020, title: "Beauty", title_ar: "الجمال" }], interests: [] });
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<MarketCrawlsSection />);
  return { user: userEvent.setup(), requests };
}

describe("Admin → Data sources → Markets", () => {
  it("shows each market's size, freshness, spend per source against its budget and next run", async () => {
    setup();
    const [row] = await screen.findAllByTestId("admin-market-row");
    if (!row) throw new Error("no market row");
    expect(within(row).getByText("Saudi Arabia")).toBeInTheDocument();
    expect(within(row).getByText("Crawling")).toBeInTheDocument();
    expect(within(row).getByText("1,234 accounts found")).toBeInTheDocument();
    expect(within(row).getByText("5 / 20 pages")).toBeInTheDocument();
    expect(within(row).getByText("10 / 10 pages")).toBeInTheDocument();
    const bars = within(row).getAllByRole("progressbar");
    expect(bars.map((bar) => bar.getAttribute("aria-valuenow"))).toEqual(["25", "100"]);
  });

  it("creates a market from the form, and names what is missing first", async () => {
    const { user, requests } = setup();
    await screen.findAllByTestId("admin-market-row");
    await user.click(screen.getByRole("button", { name: "Add a market" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Pick at least one country, and keep the market within 400 segments.")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await user.type(within(dialog).getByLabelText("Name"), "Kuwait beauty");
    await user.click(within(dialog).getByLabelText("Kuwait"));
    await user.click(within(dialog).getByLabelText("Instagram"));
    await user.click(within(dialog).getByLabelText("10K – 100K"));
    await user.click(await within(dialog).findByLabelText("Beauty"));
    await user.type(within(dialog).getByLabelText("Monthly pages from Modash"), "30");
    await user.click(within(dialog).getByLabelText("Keep this market warm (crawl it every hour)"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(requests.some((request) => request.method === "POST")).toBe(true));
    const post = requests.find((request) => request.method === "POST");
    expect(post?.body).toEqual({
      name: "Kuwait beauty",
      countries: ["KW"],
      platforms: ["instagram"],
      follower_bands: [{ from: 10_000, to: 100_000 }],
      categories: [1020],
      language: null,
      budgets: { modash: 30 },
      active: true,
    });
  });

  it("is in Arabic in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      setup();
      const [row] = await screen.findAllByTestId("admin-market-row");
      if (!row) throw new Error("no market row");
      expect(within(row).getByText("قيد الزحف")).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "الأسواق" })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});
