import type { TInfluencerHistory } from "@radar/contract/vetting";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { socialProfile } from "../testing-profiles";
import { ProfilesList } from "./profiles-list";

const SARA = socialProfile({ influencer_id: "123" });
// The account has left the index: no history to chart.
const NOURA = socialProfile({
  id: 2,
  name: "Noura Eats",
  username: "noura.eats",
  platform: "tiktok",
  influencer_id: "456",
  provenance: null,
});

const history = (days: number): TInfluencerHistory => ({
  influencer_id: "123",
  platform: "instagram",
  days,
  points: [
    { day: "2026-08-29", followers: 170_000, following: null, posts: null, er: null },
    { day: "2026-10-28", followers: 180_000, following: null, posts: null, er: null },
    { day: "2026-11-27", followers: 184_300, following: null, posts: null, er: null },
  ],
  growth: [
    { days: 30, measured_days: 30, change: 4_300, rate: 2.39 },
    { days: 90, measured_days: 90, change: 14_300, rate: 8.41 },
  ],
  signals: [],
  quality: { vendor: { score: 84, band: "very_good" }, estimate: null },
  size_band: "50000-500000",
});

function setup() {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const server = mockFetch((request) => {
    const url = new URL(request.url, "http://localhost");
    if (url.pathname === "/api/social_profiles/") return jsonResponse(200, { success: true, profiles: [SARA, NOURA] });
    if (url.pathname === "/api/influencers/123/history/") return jsonResponse(200, history(Number(url.searchParams.get("days"))));
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<ProfilesList />);
  return server;
}

const card = (name: string) => screen.getByRole("region", { name: new RegExp(`^${name} \\(@`) });

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage("en"));
});

// The chart library loads lazily on the first chart: well within a second alone, several on a busy machine.
describe("the profile card's follower growth", { timeout: 20_000 }, () => {
  it("charts the account's followers with its 30- and 90-day growth, and a year on request", async () => {
    const server = setup();
    await screen.findByRole("region", { name: /^Sara Al-Qahtani \(@/ });
    const growth = within(card("Sara Al-Qahtani")).getByTestId("profile-growth");
    expect(await within(growth).findByTestId("follower-chart", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(growth).getByTestId("growth-30")).toHaveTextContent("+4,300 (+2.4%)");
    expect(within(growth).getByTestId("growth-90")).toHaveTextContent("+14,300 (+8.4%)");
    expect(server.requests.map((request) => request.url)).toContain("/api/influencers/123/history/?days=90");

    await userEvent.click(within(growth).getByRole("button", { name: "1 year" }));
    expect(within(growth).getByRole("button", { name: "1 year" })).toHaveAttribute("aria-pressed", "true");
    expect(server.requests.map((request) => request.url)).toContain("/api/influencers/123/history/?days=365");
    // No chart for an account that left the index, and no request for its history.
    expect(within(card("Noura Eats")).queryByTestId("profile-growth")).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.url.includes("/influencers/456/"))).toBe(false);
  });

  it("reads in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    setup();
    const growth = await screen.findAllByTestId("profile-growth");
    const sara = growth[0];
    if (!sara) throw new Error("no growth section");
    expect(within(sara).getByRole("heading", { name: "نمو المتابعين" })).toBeInTheDocument();
    expect(await within(sara).findByText("النمو خلال 30 يومًا")).toBeInTheDocument();
    expect(within(sara).getByRole("button", { name: "سنة" })).toBeInTheDocument();
  });
});
