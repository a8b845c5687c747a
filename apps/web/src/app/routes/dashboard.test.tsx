import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { socialProfile } from "@/features/profiles/testing-profiles";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { activeSubscription } from "@/testing/fixtures";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { routes } from "../router";
import { preloadPages } from "../testing/preload-pages";

// Every lazily loaded page, before the first test (see preload-pages.ts).
await preloadPages();

function renderDashboard(profiles: unknown[], subscription = activeSubscription(), other?: (request: RecordedRequest) => Response) {
  saveSession({ access: makeJwt(3600), refresh: "r" }, TEST_USER);
  const { requests } = mockFetch((request) => {
    const { url } = request;
    if (url === "/api/subscriptions/current/") return jsonResponse(200, subscription);
    if (url === "/api/social_profiles/") return jsonResponse(200, { success: true, profiles });
    return other?.(request) ?? jsonResponse(404, { detail: "Not found." });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/dashboard"] })} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { requests };
}

const BRIEF_ANSWER = {
  filters: { social_network: "tiktok", page: 1, limit: 50, account_geo: { country: ["KW"] }, verified_only: true },
  understood: [
    { span: "Kuwaiti", field: "account_geo", value: "KW" },
    { span: "TikTok", field: "social_network", value: "tiktok" },
    { span: "verified", field: "verified_only", value: true },
  ],
  not_understood: ["zorblax"],
  unsupported: [],
  cities: [],
};

describe("DashboardPage (SPEC §2)", () => {
  it("has the Add Profile header, the four services, the plan line and the profiles", async () => {
    renderDashboard([socialProfile()]);
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Profile" })).toHaveAttribute("href", "/profiles/new");
    expect(screen.getByRole("button", { name: "Request a campaign" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Compare followers" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search influencers" })).toHaveAttribute("href", "/search");
    expect(screen.getByRole("link", { name: "Book a consultation" })).toHaveAttribute("href", "/book-meeting");
    expect(await screen.findByText("2 of 3 profile slots left")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/subscriptions");
    expect(await screen.findByTestId("profile-card")).toBeInTheDocument();
  });

  it("opens the campaign and comparison dialogs from the service cards", async () => {
    renderDashboard([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Request a campaign" }));
    const campaign = await screen.findByRole("dialog", { name: "Campaign request" });
    await user.click(within(campaign).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Compare followers" }));
    expect(await screen.findByRole("dialog", { name: "Followers comparison" })).toBeInTheDocument();
  });

  it("shows the active profile in the top bar", async () => {
    renderDashboard([socialProfile({ id: 5, username: "noura.eats" })]);
    expect(await screen.findByRole("button", { name: "Active profile: @noura.eats" })).toBeInTheDocument();
  });

  it("hands a brief to the search screen, which reads it into the filters without searching", { timeout: 60_000 }, async () => {
    const { requests } = renderDashboard([socialProfile()], activeSubscription(), (request) =>
      request.url === "/api/search/brief/" ? jsonResponse(200, BRIEF_ANSWER) : jsonResponse(404, { detail: "Not found." }),
    );
    const user = userEvent.setup();
    const box = await screen.findByTestId("dashboard-brief");
    const find = within(box).getByRole("button", { name: "Find creators" });
    expect(find).toBeDisabled();
    await user.type(within(box).getByRole("textbox", { name: "Describe who you are looking for" }), "Kuwaiti TikTok zorblax verified");
    // Nothing is read or charged on the dashboard: the brief rides to the search screen.
    expect(requests.some((request) => request.url.startsWith("/api/search/"))).toBe(false);
    await user.click(find);

    expect(await screen.findByText("Applied to the filters below", undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Describe who you are looking for" })).toHaveValue("Kuwaiti TikTok zorblax verified");
    expect(screen.getByRole("button", { name: "Remove Location: Kuwaiti" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Keep “zorblax” as a keyword" })).toHaveAttribute("aria-pressed", "false");
    // Verified is a deep filter: the search opens in deep mode, the filter set in its usual control.
    expect(screen.getByRole("tab", { name: "Deep" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("checkbox", { name: "Verified accounts only" })).toBeChecked();
    const briefs = requests.filter((request) => request.url === "/api/search/brief/");
    expect(briefs.map((request) => request.body)).toEqual([{ text: "Kuwaiti TikTok zorblax verified", language: "en" }]);
    expect(requests.some((request) => request.url === "/api/search/")).toBe(false);
  });
});
