import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { socialProfile } from "@/features/profiles/testing-profiles";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { activeSubscription } from "@/testing/fixtures";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { routes } from "../router";
import { preloadPages } from "../testing/preload-pages";

// Every lazily loaded page, before the first test (see preload-pages.ts).
await preloadPages();

function renderDashboard(profiles: unknown[], subscription = activeSubscription()) {
  saveSession({ access: makeJwt(3600), refresh: "r" }, TEST_USER);
  mockFetch(({ url }) => {
    if (url === "/api/subscriptions/current/") return jsonResponse(200, subscription);
    if (url === "/api/social_profiles/") return jsonResponse(200, { success: true, profiles });
    return jsonResponse(404, { detail: "Not found." });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/dashboard"] })} />
      <Toaster />
    </QueryClientProvider>,
  );
}

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
});
