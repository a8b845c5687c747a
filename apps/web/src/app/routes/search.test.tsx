import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { LIMITS, summary } from "@/features/lists/testing/list-fixtures";
import { socialProfile } from "@/features/profiles/testing-profiles";
import { searchResponse, searchResult } from "@/features/search/testing/search-fixtures";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { activeSubscription } from "@/testing/fixtures";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { routes } from "../router";
import { preloadPages } from "../testing/preload-pages";

// Every lazily loaded page, before the first test (see preload-pages.ts).
await preloadPages();

// Many controls per test and a suite that shares two cores: give the screen time to answer.
configure({ asyncUtilTimeout: 10_000 });

function renderAt(path: string) {
  saveSession({ access: makeJwt(3600), refresh: "r" }, TEST_USER);
  let profiles = [socialProfile()];
  const { requests } = mockFetch(({ url, method, body }) => {
    if (url === "/api/subscriptions/current/") return jsonResponse(200, activeSubscription({ credits_remaining: 1_250.5 }));
    if (url === "/api/social_profiles/") return jsonResponse(200, { success: true, profiles });
    if (url === "/api/social_profiles/add/" && method === "POST") {
      const added = socialProfile({ id: 2, name: "Noura Eats", username: (body as { username: string }).username });
      profiles = [...profiles, added];
      return jsonResponse(201, { success: true, message: "Profile created successfully", profile: added });
    }
    if (url === "/api/social_profiles/1/targeting/") return jsonResponse(200, { ...socialProfile(), followers: 100_000 });
    if (url === "/api/search/categories/") return jsonResponse(200, { categories: [], interests: [] });
    if (url === "/api/search/" && method === "POST") return jsonResponse(200, searchResponse([searchResult()], 1, 1_210.5));
    if (url === "/api/lists/" && method === "GET")
      return jsonResponse(200, { lists: [summary({ id: 7, name: "Ramadan campaign" })], limits: LIMITS });
    if (url === "/api/lists/7/members/" && method === "POST")
      return jsonResponse(200, { added: 1, already_present: 0, list: summary({ id: 7, name: "Ramadan campaign", member_count: 1 }) });
    return jsonResponse(404, { detail: "Not found." });
  });
  render(
    // Fresh for 60 s as in the app (SPEC §7): the cards' controls that read the subscription as they mount
    // do not fetch it again over the balance the search answered with.
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), requests };
}

describe("SearchPage (/search and /{profileId}/search)", { timeout: 60_000 }, () => {
  it("updates the top bar's credits from credits_remaining", async () => {
    const { user } = renderAt("/search");
    expect(await screen.findByRole("heading", { name: "search influencers" }, { timeout: 10_000 })).toBeInTheDocument();
    const header = screen.getByRole("banner");
    expect(await within(header).findByText("1,250.50", {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Search · 40 credits" }, { timeout: 10_000 }));
    expect(await within(header).findByText("1,210.50", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(header).getByText("1,210")).toBeInTheDocument();
  });

  it("'Add to Profiles' creates the profile through the profiles API and refreshes the list", async () => {
    const { user, requests } = renderAt("/search");
    await user.click(await screen.findByRole("button", { name: "Search · 40 credits" }, { timeout: 10_000 }));
    await user.click(await screen.findByRole("button", { name: "Noura Eats" }));
    const dialog = await screen.findByRole("dialog", { name: "Noura Eats" });
    await user.click(within(dialog).getByRole("button", { name: "Add to Profiles" }));
    expect(await screen.findByText("noura.eats has been successfully added to your profiles.")).toBeInTheDocument();
    expect(requests.find((request) => request.url === "/api/social_profiles/add/")?.body).toMatchObject({
      username: "noura.eats",
      category_id: 1,
      targeted_gender: "other",
    });
    await waitFor(() => expect(requests.filter((request) => request.url === "/api/social_profiles/").length).toBeGreaterThan(1));
  });

  it("adds a result to a list in one click from its card and from its details dialog", async () => {
    const { user, requests } = renderAt("/search");
    await user.click(await screen.findByRole("button", { name: "Search · 40 credits" }, { timeout: 10_000 }));
    const id = searchResult().basic.id;
    const adds = () => requests.filter((request) => request.url === "/api/lists/7/members/");

    await user.click(await screen.findByRole("button", { name: "Add to list" }));
    await user.click(await screen.findByRole("menuitem", { name: /Ramadan campaign/ }));
    expect(await screen.findByText("1 influencer added to “Ramadan campaign”")).toBeInTheDocument();
    expect(adds().map((request) => request.body)).toEqual([{ influencer_ids: [id] }]);

    await user.click(screen.getByRole("button", { name: "Noura Eats" }));
    const dialog = await screen.findByRole("dialog", { name: "Noura Eats" });
    await user.click(within(dialog).getByRole("button", { name: "Add to list" }));
    await user.click(await screen.findByRole("menuitem", { name: /Ramadan campaign/ }));
    await waitFor(() => expect(adds()).toHaveLength(2));
    expect(adds()[1]?.body).toEqual({ influencer_ids: [id] });
  });

  it("names the profile in the heading of /{profileId}/search", async () => {
    renderAt("/1/search");
    expect(await screen.findByRole("heading", { name: "similar influencers to Sara Al-Qahtani" }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
