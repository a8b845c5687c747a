import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { socialProfile } from "../testing-profiles";
import { ProfilesList } from "./profiles-list";

const SARA = socialProfile();
const NOURA = socialProfile({
  id: 2,
  name: "Noura Eats",
  username: "noura.eats",
  platform: "tiktok",
  followers: 1_250_000,
  // The account has left the index: the figures are the snapshot the profile was added with.
  provenance: null,
});

function setup(
  onDelete: (request: RecordedRequest) => Response | Promise<Response> = () => jsonResponse(200, { success: true }),
  profiles = [SARA, NOURA],
) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const { requests } = mockFetch((request) => {
    if (request.url === "/api/social_profiles/" && request.method === "GET") return jsonResponse(200, { success: true, profiles });
    if (request.url.startsWith("/api/social_profiles/remove/")) return onDelete(request);
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<ProfilesList />);
  return { user: userEvent.setup(), requests };
}

const card = (name: string) => screen.getByRole("region", { name: new RegExp(`^${name} \\(@`) });

describe("ProfilesList (SPEC §2 profiles page)", () => {
  it("shows a spinner, then a card per profile and the add-profile card", async () => {
    setup();
    expect(screen.getByText("Loading profiles…")).toBeInTheDocument();
    const sara = await screen.findByRole("region", { name: /^Sara Al-Qahtani \(@/ });
    expect(within(sara).getByText("@sara.alqahtani")).toBeInTheDocument();
    expect(within(sara).getByText("184.3K")).toBeInTheDocument();
    expect(within(sara).getByText("4.12%")).toBeInTheDocument();
    expect(within(sara).getByText("Instagram")).toBeInTheDocument();
    expect(within(sara).getByTestId("provenance")).toHaveTextContent("Data as of Jan 06, 2025 · Demo data");
    expect(within(sara).queryByTestId("estimate-mark")).not.toBeInTheDocument();
    expect(within(card("Noura Eats")).getByText("1.3M")).toBeInTheDocument();
    expect(within(card("Noura Eats")).getByText("Updated Jan 06, 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Add new profile/ })).toHaveAttribute("href", "/profiles/new");
  });

  it("shows where a looked-up account's figures come from, marks estimates and shows '—' for what the source does not give", async () => {
    const channel = socialProfile({
      id: 3,
      name: "Gulf Travel Diaries",
      username: "gulf.travel.diaries",
      platform: "youtube",
      followers: 412_000,
      engagement: 0,
      provenance: { source: "youtube", sandbox: true, fetched_at: "2026-03-02T08:00:00Z", estimated: ["followers"], missing: ["er"] },
    });
    setup(undefined, [channel]);
    const region = await screen.findByRole("region", { name: /^Gulf Travel Diaries \(@/ });
    expect(within(region).getByTestId("provenance")).toHaveTextContent("Data as of Mar 02, 2026 · YouTube (sandbox)");
    expect(within(region).getByText("412K")).toBeInTheDocument();
    expect(within(region).getByTestId("estimate-mark")).toHaveTextContent("est.");
    expect(within(region).getByText("—")).toBeInTheDocument();
    expect(within(region).queryByText("0.00%")).not.toBeInTheDocument();
  });

  it("links each profile to its reports and to a similar-influencer search", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Actions for Sara Al-Qahtani" }));
    expect(await screen.findByRole("menuitem", { name: "View reports" })).toHaveAttribute("href", "/profiles/1/reports");
    expect(screen.getByRole("menuitem", { name: "Find similar influencers" })).toHaveAttribute("href", "/1/search");
  });

  it("asks for confirmation, removes the card at once, then deletes it", async () => {
    let answer: (response: Response) => void = () => {};
    const { user, requests } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(await screen.findByRole("button", { name: "Actions for Noura Eats" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete profile" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this profile?" });
    expect(within(dialog).getByText(/Noura Eats \(@noura\.eats\) will be removed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(screen.queryByRole("region", { name: /^Noura Eats \(@/ })).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === "DELETE")?.url).toBe("/api/social_profiles/remove/2/");
    answer(jsonResponse(200, { success: true }));
    expect(await screen.findByText("Profile deleted successfully")).toBeInTheDocument();
    expect(card("Sara Al-Qahtani")).toBeInTheDocument();
  });

  it("puts the card back and says so when the delete fails", async () => {
    const { user } = setup(() => jsonResponse(500, { detail: "boom" }));
    await user.click(await screen.findByRole("button", { name: "Actions for Noura Eats" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete profile" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete profile")).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: /^Noura Eats \(@/ })).toBeInTheDocument();
  });

  it("keeps the profile when the confirmation is cancelled", async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole("button", { name: "Actions for Noura Eats" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete profile" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(card("Noura Eats")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);
  });

  // A 401 that survives the token refresh ends the session (the app goes to the login page); its
  // text is checked in use-profile-load-error.test.ts.
  it.each([
    [403, "Access denied to profiles data"],
    [400, "Bad filter"],
  ])("explains a %d when loading (SPEC §8)", async (status, message) => {
    saveSession({ access: "a", refresh: "r" }, TEST_USER);
    mockFetch(() => jsonResponse(status, { success: false, error: "Bad filter" }));
    renderWithProviders(<ProfilesList />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
