import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { socialProfile } from "@/features/profiles/testing-profiles";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { activeSubscription } from "@/testing/fixtures";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { routes } from "../router";
import { preloadPages } from "../testing/preload-pages";

await preloadPages();

/** /profiles/new for a Growth plan (3 slots) with `count` profiles already added. */
function renderNewProfile(count: number) {
  saveSession({ access: makeJwt(3600), refresh: "r" }, TEST_USER);
  const profiles = Array.from({ length: count }, (_, index) => socialProfile({ id: index + 1, username: `account${index + 1}` }));
  mockFetch(({ url }) => {
    if (url === "/api/subscriptions/current/") return jsonResponse(200, activeSubscription());
    if (url === "/api/social_profiles/") return jsonResponse(200, { success: true, profiles });
    if (url === "/api/search/categories/") return jsonResponse(200, { categories: [], interests: [] });
    return jsonResponse(404, { detail: "Not found." });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/profiles/new"] })} />
    </QueryClientProvider>,
  );
}

describe("NewProfilePage: the slot check comes before step 1", () => {
  it("says there is no free slot and links to the plans instead of showing the wizard", async () => {
    renderNewProfile(3);
    expect(await screen.findByRole("heading", { name: "No free profile slot" })).toBeInTheDocument();
    expect(
      screen.getByText("You are using all 3 profile slots of your plan. Delete a profile or upgrade to add another."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade plan" })).toHaveAttribute("href", "/subscriptions");
    expect(screen.getByRole("link", { name: "Manage profiles" })).toHaveAttribute("href", "/profiles");
    expect(screen.queryByText("Step 1 of 5")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Profile link")).not.toBeInTheDocument();
  });

  it("shows the wizard while a slot is free", async () => {
    renderNewProfile(2);
    expect(await screen.findByText("Step 1 of 5")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "No free profile slot" })).not.toBeInTheDocument();
  });
});
