import type { TProfileTargeting } from "@radar/contract/profiles";
import { configure, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "@/testing/fetch-mock";
import { renderSearch } from "../testing/render-search";

// Many controls per test and a suite that shares two cores: give the screen time to answer.
configure({ asyncUtilTimeout: 10_000 });

const TARGETING: TProfileTargeting = {
  id: 7,
  platform: "instagram",
  username: "sara.alqahtani",
  targeted_category: "Food & Cooking",
  category_id: 1035,
  targeted_gender: "female",
  age_groups: ["25_34"],
  size_preset: "50000-500000",
  followers: 184_300,
  engagement: 0.0412,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the profile-pre-filled search, /{profileId}/search (SPEC §4, §5, §8)", { timeout: 60_000 }, () => {
  it("loads the targeting, switches to deep mode, states the price and searches only when asked, exactly once", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const rendered = renderSearch({
      props: { profileId: "7", profileName: "Sara Al-Qahtani", hasActiveProfile: false, searchCost: 40 },
      targeting: async () => {
        await gate;
        return jsonResponse(200, TARGETING);
      },
      wrap: (node) => <StrictMode>{node}</StrictMode>,
    });
    expect(screen.getByRole("heading", { name: "similar influencers to Sara Al-Qahtani" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Deep" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Loading the profile's targeting…")).toBeInTheDocument();
    release();
    // Issue 14: "Find similar" no longer charges at once: the filters are set and the price is stated.
    expect(
      await screen.findByText(
        "The filters are set from this profile. Review them, then search: it costs 40 credits, nothing if no influencer is found.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Selected category")).toHaveValue("Food & Cooking");
    expect(screen.getByRole("checkbox", { name: "25–34" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Female" })).toBeChecked();
    await sleep(300);
    expect(rendered.searches()).toHaveLength(0);

    await rendered.user.click(screen.getByRole("button", { name: "Search · 40 credits" }));
    await waitFor(() => expect(rendered.searches()).toHaveLength(1));
    expect(rendered.requests.find((request) => request.url.includes("/targeting/"))?.url).toBe("/api/social_profiles/7/targeting/");
    expect(rendered.lastBody()).toEqual({
      social_network: "instagram",
      page: 1,
      limit: 50,
      sort: { field: "followers", order: "desc" },
      social_profile_id: 7,
      category: { include: [1035] },
      subscribers_count: { from: 147_440, to: 221_160 },
      er: { from: 3.2, to: 5 },
      aqs: { from: 10, to: 100 },
      audience_age: { groups: ["25_34"], prc: 10 },
      audience_gender: { gender: "female", prc: 50 },
    });
    expect(await screen.findByTestId("result-card")).toBeInTheDocument();
    await sleep(300);
    expect(rendered.searches()).toHaveLength(1);
  });

  it("a targeting failure shows 'Profile targeting data unavailable' and the 'Error loading profile data' toast, and does not search", async () => {
    const rendered = renderSearch({
      props: { profileId: "99" },
      targeting: () => jsonResponse(404, { success: false, error: "Profile not found", detail: "Profile not found" }),
    });
    expect(await screen.findByText("Error loading profile data")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Profile targeting data unavailable");
    expect(screen.getByRole("alert")).toHaveTextContent("This profile was not found among your profiles.");
    await sleep(200);
    expect(rendered.searches()).toHaveLength(0);
    // The filters stay as they were.
    expect(screen.getByLabelText("Selected category")).toHaveValue("");
  });

  it("refuses a profile id that is not a number without asking the server", async () => {
    const rendered = renderSearch({ props: { profileId: "abc" }, targeting: () => jsonResponse(200, TARGETING) });
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid profile ID format");
    expect(rendered.requests.some((request) => request.url.includes("/targeting/"))).toBe(false);
  });

  it("needs a token: 'Authentication token is missing'", async () => {
    renderSearch({ props: { profileId: "7" }, loggedIn: false, targeting: () => jsonResponse(200, TARGETING) });
    expect(await screen.findByRole("alert")).toHaveTextContent("Authentication token is missing");
  });

  it("takes the pre-fill from a targeting wrapped in a 'profile' object", async () => {
    const rendered = renderSearch({ props: { profileId: "7" }, targeting: () => jsonResponse(200, { profile: TARGETING }) });
    await screen.findByText("The filters are set from this profile. Review them, then search.");
    await rendered.user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(rendered.searches()).toHaveLength(1));
    expect(rendered.lastBody()?.social_profile_id).toBe(7);
  });
});

describe("/search without an active profile", { timeout: 60_000 }, () => {
  it("shows 'no profile active' with a link to /profiles/new", () => {
    renderSearch({ props: { hasActiveProfile: false } });
    expect(screen.getByText("no profile active")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a profile" })).toHaveAttribute("href", "/profiles/new");
    expect(screen.queryByRole("button", { name: "Search" })).not.toBeInTheDocument();
  });

  it("waits for the profiles before deciding", () => {
    renderSearch({ props: { hasActiveProfile: false, profilesLoading: true } });
    expect(screen.queryByText("no profile active")).not.toBeInTheDocument();
  });
});
