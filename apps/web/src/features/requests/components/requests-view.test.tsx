import type { TCampaignRequest, TComparisonRequest } from "@radar/contract/requests";
import { CAMPAIGN_REQUEST_KIND, COMPARISON_REQUEST_KIND } from "@radar/contract/requests-kinds";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { requestsQuery } from "../api/get-requests";
import { RequestsView } from "./requests-view";

const CAMPAIGN: TCampaignRequest = {
  id: 1,
  title: "Ramadan launch",
  description: "Food creators in Riyadh",
  category: "food",
  budget: 15000.5,
  currency: "SAR",
  influencer_count: 5,
  duration: "1month",
  requirements: "Arabic captions",
  status: "in_progress",
  priority: "high",
  admin_notes: "We are shortlisting creators.",
  cost_estimate: 14000,
  created_at: "2025-01-05T10:00:00Z",
  updated_at: "2025-01-06T10:00:00Z",
};

const COMPARISON: TComparisonRequest = {
  id: 2,
  profile_urls: [
    "https://www.instagram.com/a/",
    "https://x.com/b",
    "https://www.tiktok.com/@c",
    "https://youtube.com/c/d",
    "https://x.com/e",
  ],
  description: "Who grows faster?",
  team_answer: "The first account grows twice as fast.",
  status: "processing",
  priority: "medium",
  admin_notes: null,
  results: null,
  created_at: "2025-01-07T10:00:00Z",
  updated_at: "2025-01-07T10:00:00Z",
  processed_at: null,
};

function setup(campaigns: unknown[] = [CAMPAIGN], comparisons: unknown[] = [COMPARISON]) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const { requests } = mockFetch(({ url }) => {
    if (url === "/api/campaign-requests/") return jsonResponse(200, campaigns);
    if (url === "/api/comparison-requests/") return jsonResponse(200, comparisons);
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<RequestsView />);
  return { user: userEvent.setup(), requests };
}

describe("RequestsView (SPEC §2 My requests)", () => {
  it("shows campaign requests in the first tab with their status, budget in SAR and count", async () => {
    setup();
    const card = await screen.findByTestId("campaign-request-card");
    expect(within(card).getByText("Ramadan launch")).toBeInTheDocument();
    expect(within(card).getByText("In progress")).toBeInTheDocument();
    expect(within(card).getByText(/SAR\s*15,000\.50/)).toBeInTheDocument();
    expect(within(card).getByText("5 influencers")).toBeInTheDocument();
    expect(within(card).getByText("Food")).toBeInTheDocument();
  });

  it("shows the first 3 URLs of a comparison and how many more there are", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("tab", { name: /Comparison requests/ }));
    const card = await screen.findByTestId("comparison-request-card");
    expect(within(card).getByText("Comparison of 5 profiles")).toBeInTheDocument();
    expect(within(card).getByText("instagram.com/a")).toBeInTheDocument();
    expect(within(card).getByText("x.com/b")).toBeInTheDocument();
    expect(within(card).getByText("tiktok.com/@c")).toBeInTheDocument();
    expect(within(card).queryByText("youtube.com/c/d")).not.toBeInTheDocument();
    expect(within(card).getByText("+2 more")).toBeInTheDocument();
    expect(within(card).getByText("Processing")).toBeInTheDocument();
  });

  it("shows the customer's own description and, apart from it, the team's answer on a comparison card and in its details", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("tab", { name: /Comparison requests/ }));
    const card = await screen.findByTestId("comparison-request-card");
    expect(within(card).getByTestId("own-description")).toHaveTextContent("Your description: Who grows faster?");
    expect(within(card).getByTestId("team-answer")).toHaveTextContent("Our answer: The first account grows twice as fast.");
    await user.click(within(card).getByRole("button", { name: "View details" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Who grows faster?")).toBeInTheDocument();
    expect(within(dialog).getByText("The first account grows twice as fast.")).toBeInTheDocument();
  });

  it("shows the team's notes on the card once an admin has answered", async () => {
    setup();
    const card = await screen.findByTestId("campaign-request-card");
    expect(within(card).getByTestId("team-notes")).toHaveTextContent("Notes from our team: We are shortlisting creators.");
  });

  it("opens the details dialog with every field and the team's notes", async () => {
    const { user } = setup();
    await user.click(within(await screen.findByTestId("campaign-request-card")).getByRole("button", { name: "View details" }));
    const dialog = await screen.findByRole("dialog", { name: "Ramadan launch" });
    expect(within(dialog).getByText("We are shortlisting creators.")).toBeInTheDocument();
    expect(within(dialog).getByText("Arabic captions")).toBeInTheDocument();
    expect(within(dialog).getByText("1 month")).toBeInTheDocument();
    expect(within(dialog).getByText("High")).toBeInTheDocument();
    expect(within(dialog).getByText(/SAR\s*14,000\.00/)).toBeInTheDocument();
  });

  it("lists every URL of a comparison in its details", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("tab", { name: /Comparison requests/ }));
    await user.click(within(await screen.findByTestId("comparison-request-card")).getByRole("button", { name: "View details" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getAllByRole("link")).toHaveLength(5);
  });

  it("shows a status it does not know as pending", async () => {
    setup([{ ...CAMPAIGN, status: "archived" }]);
    const card = await screen.findByTestId("campaign-request-card");
    expect(within(card).getByText("Pending")).toBeInTheDocument();
  });

  it("has empty states for both tabs", async () => {
    const { user } = setup([], []);
    expect(await screen.findByText("No campaign requests yet")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /Comparison requests/ }));
    expect(await screen.findByText("No comparison requests yet")).toBeInTheDocument();
  });

  it("refetches a list with its refresh button", async () => {
    const { user, requests } = setup();
    await screen.findByTestId("campaign-request-card");
    const before = requests.filter((request) => request.url === "/api/campaign-requests/").length;
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(requests.filter((request) => request.url === "/api/campaign-requests/").length).toBe(before + 1));
  });

  it("refetches both lists every 30 seconds (SPEC §7)", () => {
    expect(requestsQuery(CAMPAIGN_REQUEST_KIND, 1).refetchInterval).toBe(30_000);
    expect(requestsQuery(COMPARISON_REQUEST_KIND, 1).refetchInterval).toBe(30_000);
  });
});
