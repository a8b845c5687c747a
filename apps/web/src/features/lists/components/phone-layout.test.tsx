import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { detail, member } from "../testing/list-fixtures";
import { ListDetailView } from "./list-detail-view";
import { SharedListView } from "./shared-list-view";

configure({ asyncUtilTimeout: 10_000 });

/** A 375 px screen: every `max-width` query below 640 px matches (jsdom has no layout of its own). */
function phoneScreen() {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

const members = () => [
  member(),
  member({
    influencer_id: "202",
    name: "Sara Style",
    username: "sara.style",
    followers: 950_000,
    status: "booked",
    price_sar: 12_500,
    note: "Two reels",
  }),
];

describe("lists on a phone: cards instead of tables", { timeout: 60_000 }, () => {
  beforeEach(phoneScreen);
  afterEach(() => vi.unstubAllGlobals());

  it("shows the list editor's members as cards with every field, and sorts with a select", async () => {
    saveSession({ access: "a", refresh: "r" }, TEST_USER);
    const { requests } = mockFetch((request) => {
      if (request.url === "/api/lists/7/" && request.method === "GET") return jsonResponse(200, detail(members()));
      if (request.method === "PATCH") return jsonResponse(200, { ...members()[1], ...(request.body as object) });
      return jsonResponse(404, { detail: "Not found." });
    });
    renderWithProviders(<ListDetailView listId={7} />);
    const cards = await screen.findAllByTestId("member-row");
    expect(cards).toHaveLength(2);
    expect(cards.every((card) => card.tagName === "LI")).toBe(true);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    const sara = cards.find((card) => within(card).queryByText("Sara Style")) as HTMLElement;
    expect(within(sara).getByText("950K")).toBeInTheDocument();
    expect(within(sara).getByLabelText("Status of Sara Style")).toHaveValue("booked");
    expect(within(sara).getByLabelText("Agreed price of Sara Style in SAR")).toHaveValue("12500");
    expect(within(sara).getByLabelText("Note about Sara Style")).toHaveValue("Two reels");
    expect(within(sara).getByRole("button", { name: "Remove Sara Style from the list" })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(within(sara).getByLabelText("Status of Sara Style"), "contacted");
    await waitFor(() => expect(requests.some((request) => request.method === "PATCH")).toBe(true));
    expect(requests.find((request) => request.method === "PATCH")?.body).toEqual({ status: "contacted" });

    // Followers, largest first, then the other way round.
    await user.selectOptions(screen.getByLabelText("Sort by"), "followers");
    const names = () => screen.getAllByTestId("member-row").map((card) => within(card).getAllByRole("link")[0]?.textContent);
    expect(names()).toEqual(["Sara Style", "Noura Eats"]);
    await user.click(screen.getByRole("button", { name: "Descending order: largest first" }));
    expect(names()).toEqual(["Noura Eats", "Sara Style"]);
  });

  it("shows the shared list as cards, with notes and prices when included, in Arabic", async () => {
    await i18n.changeLanguage("ar");
    mockFetch(() =>
      jsonResponse(200, {
        name: "Ramadan campaign — beauty",
        owner_name: "Layla",
        include_notes: true,
        updated_at: "2026-11-22T09:00:00Z",
        members: members(),
      }),
    );
    renderWithProviders(<SharedListView token="tok_abc" />);
    const cards = await screen.findAllByTestId("shared-member-row");
    expect(cards.map((card) => card.tagName)).toEqual(["LI", "LI"]);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByText("Two reels")).toBeInTheDocument();
    expect(screen.getByText(/12,500\.00/)).toBeInTheDocument();
    expect(screen.getByText("950 ألف")).toBeInTheDocument();
  });
});
