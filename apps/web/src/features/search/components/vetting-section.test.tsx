import type { TInfluencerHistory } from "@radar/contract/vetting";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { searchResult } from "../testing/search-fixtures";
import { toInfluencer } from "../utils/influencer";
import { InfluencerDetailsDialog } from "./influencer-details-dialog";

/** A Modash account: no vendor quality score, so our estimate stands in, labelled as ours. */
const ACCOUNT = toInfluencer(
  searchResult({
    basic: { platform: "tiktok", username: "spiky.creator", title: "Spiky Creator" },
    features: { aqs: null, aqs_name: null },
    provenance: { source: "modash", sandbox: true, fetched_at: "2026-11-27T09:30:00Z", estimated: [], missing: ["aqs", "prices"] },
  }),
);

const history = (days: number): TInfluencerHistory => ({
  influencer_id: ACCOUNT.id,
  platform: "tiktok",
  days,
  points: [
    { day: "2026-11-25", followers: 120_000, following: 300, posts: 410, er: 4.1 },
    { day: "2026-11-26", followers: 121_000, following: 300, posts: 411, er: 4.2 },
    { day: "2026-11-27", followers: 130_000, following: 300, posts: 412, er: 4.3 },
  ],
  growth: [{ days: 30, measured_days: 30, change: 3_000, rate: 2.36 }],
  signals: [
    { kind: "engagement", verdict: "warning", reason: "engagement_far_below", value: 0.3, benchmark: 3, ratio: 0.1, date: null },
    { kind: "growth_spike", verdict: "warning", reason: "spike", value: 9_000, benchmark: 100, ratio: 90, date: "2026-10-19" },
  ],
  quality: { vendor: null, estimate: { score: 52, band: "average" } },
  size_band: "50000-500000",
});

function renderDialog() {
  const server = mockFetch((request) => {
    const url = new URL(request.url, "http://localhost");
    if (url.pathname === `/api/influencers/${ACCOUNT.id}/history/`) return jsonResponse(200, history(Number(url.searchParams.get("days"))));
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<InfluencerDetailsDialog influencer={ACCOUNT} onOpenChange={vi.fn()} onAdd={vi.fn()} adding={false} loggedIn />);
  return server;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage("en"));
});

describe("the details dialog's growth and authenticity", () => {
  it("shows growth, each signal's reason with its figures, and our estimate marked as ours", async () => {
    const server = renderDialog();
    const section = await screen.findByTestId("vetting-section");
    expect(
      await within(section).findByText("Engagement 0.3%, only 10% of similar accounts' 3%: many followers may be inactive or bought."),
    ).toBeVisible();
    expect(
      within(section).getByText(/On Oct 19, 2026 the account gained \+9,000 followers in a day, against its usual \+100/),
    ).toBeVisible();
    expect(within(section).getByTestId("growth-30")).toHaveTextContent("+3,000 (+2.4%)");
    expect(within(section).getByTestId("growth-90")).toHaveTextContent("Not enough history yet");
    expect(within(section).getByTestId("quality-scores")).toHaveTextContent("No data provider scored this account.");
    expect(within(section).getByTestId("quality-estimate")).toHaveTextContent("Our estimate52Average");
    // The metrics' quality figure: ours, with its badge, where no vendor scored the account.
    expect(await screen.findByTestId("quality-our-estimate")).toHaveTextContent("52AverageOur estimate");
    expect(server.requests.map((request) => request.url)).toContain(`/api/influencers/${ACCOUNT.id}/history/?days=90`);

    await userEvent.click(within(section).getByRole("button", { name: "1 year" }));
    expect(within(section).getByRole("button", { name: "1 year" })).toHaveAttribute("aria-pressed", "true");
    expect(server.requests.map((request) => request.url)).toContain(`/api/influencers/${ACCOUNT.id}/history/?days=365`);
  });

  it("reads in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    renderDialog();
    const section = await screen.findByTestId("vetting-section");
    expect(await within(section).findByText("النمو والمصداقية")).toBeVisible();
    expect(await within(section).findByText(/فقط من تفاعل الحسابات المماثلة/)).toBeVisible();
    expect(within(section).getByTestId("quality-estimate")).toHaveTextContent("تقديرنا");
  });
});
