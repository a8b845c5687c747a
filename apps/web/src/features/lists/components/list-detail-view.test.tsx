import type { TListDetail } from "@radar/contract/lists";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Profiler } from "react";
import { describe, expect, it } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { detail, manyMembers, member } from "../testing/list-fixtures";
import { ListDetailView } from "./list-detail-view";

configure({ asyncUtilTimeout: 10_000 });

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

function setup(
  initial: TListDetail,
  patch: Handler = (request) => jsonResponse(200, { ...initial.members[0], ...(request.body as object) }),
) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  let data = initial;
  const { requests } = mockFetch((request) => {
    if (request.url === "/api/lists/7/" && request.method === "GET") return jsonResponse(200, data);
    if (request.url.startsWith("/api/lists/7/members/") && request.method === "PATCH") return patch(request);
    if (request.url.startsWith("/api/lists/7/members/") && request.method === "DELETE") {
      const id = request.url.split("/").at(-2);
      data = { ...data, members: data.members.filter((member) => member.influencer_id !== id) };
      return new Response(null, { status: 204 });
    }
    if (request.url === "/api/lists/") return jsonResponse(200, { lists: [data.list], limits: data.limits });
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<ListDetailView listId={7} />);
  const patches = () => requests.filter((request) => request.method === "PATCH");
  return { user: userEvent.setup(), requests, patches };
}

const two = () =>
  detail([
    member(),
    member({
      influencer_id: "202",
      name: "Sara Style",
      username: "sara.style",
      followers: 950_000,
      status: "booked",
      price_sar: 12_500,
      note: "Two reels",
      added_by: { id: 9, name: "Badr Member" },
    }),
  ]);

describe("a list's page", { timeout: 60_000 }, () => {
  it("shows each member's figures, data date and own fields, in the list's limits", async () => {
    setup(two());
    const row = (await screen.findByRole("link", { name: "Sara Style" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("950K")).toBeInTheDocument();
    expect(within(row).getByText(/· Instagram/)).toBeInTheDocument();
    expect(within(row).getByText("Nov 20, 2026")).toBeInTheDocument();
    expect(within(row).getByLabelText("Status of Sara Style")).toHaveValue("booked");
    expect(within(row).getByLabelText("Agreed price of Sara Style in SAR")).toHaveValue("12500");
    expect(within(row).getByLabelText("Note about Sara Style")).toHaveValue("Two reels");
    expect(within(row).getByText("Added by Badr Member")).toBeInTheDocument();
    expect(screen.getByText("2 of at most 500 influencers")).toBeInTheDocument();
  });

  it("saves a status at once, a note on Enter, a price on blur — each once, whatever the double clicks", async () => {
    const { user, patches } = setup(two());
    await user.selectOptions(await screen.findByLabelText("Status of Noura Eats"), "contacted");
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.url).toBe("/api/lists/7/members/101/");
    expect(patches()[0]?.body).toEqual({ status: "contacted" });

    const note = screen.getByLabelText("Note about Noura Eats");
    await user.dblClick(note);
    await user.type(note, "Call after Eid{Enter}");
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]?.body).toEqual({ note: "Call after Eid" });
    // Leaving the saved field sends nothing more.
    await user.tab();

    const price = screen.getByLabelText("Agreed price of Noura Eats in SAR");
    await user.dblClick(price);
    await user.type(price, "4,500.50");
    await user.tab();
    await waitFor(() => expect(patches()).toHaveLength(3));
    expect(patches()[2]?.body).toEqual({ price_sar: 4500.5 });
    expect(screen.getByLabelText("Note about Noura Eats")).toHaveValue("Call after Eid");
  });

  it("Escape puts the saved value back and an unreadable price is not sent", async () => {
    const { user, patches } = setup(two());
    const note = await screen.findByLabelText("Note about Sara Style");
    await user.clear(note);
    await user.type(note, "draft{Escape}");
    expect(note).toHaveValue("Two reels");
    const price = screen.getByLabelText("Agreed price of Sara Style in SAR");
    await user.clear(price);
    await user.type(price, "a lot");
    await user.tab();
    expect(price).toHaveAttribute("aria-invalid", "true");
    expect(patches()).toHaveLength(0);
  });

  it("puts a status back and says why when the server refuses the change", async () => {
    const { user } = setup(two(), () => jsonResponse(404, { detail: "This influencer is not on the list" }));
    const select = await screen.findByLabelText("Status of Noura Eats");
    await user.selectOptions(select, "declined");
    expect(await screen.findByText("This influencer is not on the list")).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue("shortlisted"));
  });

  it("filters by status with counts and sorts by a column", async () => {
    const { user } = setup(two());
    await screen.findByRole("link", { name: "Sara Style" });
    await user.click(screen.getByRole("button", { name: /^Booked/ }));
    expect(screen.getAllByTestId("member-row")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: /^All/ }));
    await user.click(screen.getByRole("button", { name: "Followers" }));
    const names = () => screen.getAllByTestId("member-row").map((row) => within(row).getAllByRole("link")[0]?.textContent);
    expect(names()).toEqual(["Sara Style", "Noura Eats"]);
    await user.click(screen.getByRole("button", { name: "Followers" }));
    expect(names()).toEqual(["Noura Eats", "Sara Style"]);
    expect(screen.getByRole("columnheader", { name: "Followers" })).toHaveAttribute("aria-sort", "ascending");
  });

  it("removes a member at once", async () => {
    const { user, requests } = setup(two());
    await user.click(await screen.findByRole("button", { name: "Remove Noura Eats from the list" }));
    await waitFor(() => expect(screen.getAllByTestId("member-row")).toHaveLength(1));
    expect(screen.getByText("Noura Eats removed from the list")).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((request) => request.method === "DELETE" && request.url === "/api/lists/7/members/101/")).toBe(true),
    );
  });

  it("says when the list is empty, missing, or not loaded", async () => {
    setup(detail([]));
    expect(await screen.findByText("This list is empty")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to search" })).toHaveAttribute("href", "/search");
  });

  it("shows a list that is not the user's as not found", async () => {
    saveSession({ access: "a", refresh: "r" }, TEST_USER);
    mockFetch(() => jsonResponse(404, { detail: "List not found" }));
    renderWithProviders(<ListDetailView listId={7} />);
    expect(await screen.findByText("This list does not exist or is not yours.")).toBeInTheDocument();
  });

  it("is in Arabic with translated statuses and SAR", async () => {
    await i18n.changeLanguage("ar");
    setup(two());
    expect(await screen.findByLabelText("حالة Sara Style")).toHaveDisplayValue("تم الحجز");
    expect(screen.getByRole("columnheader", { name: "السعر المتفق عليه (ر.س.)" })).toBeInTheDocument();
    expect(screen.getByText("مؤثران من 500 كحد أقصى")).toBeInTheDocument();
  });

  // 300 rows show the same thing as 2,000 (rows that did not change skip rendering) at a fraction of
  // jsdom's cost; the API side of a 2,000-member list is measured by `npm run bench:lists`.
  it("with 300 members, one edit renders far less than the table (rows skip rendering)", async () => {
    const durations: { phase: string; duration: number }[] = [];
    saveSession({ access: "a", refresh: "r" }, TEST_USER);
    const members = manyMembers(300);
    mockFetch((request) => {
      if (request.method === "GET" && request.url === "/api/lists/7/") return jsonResponse(200, detail(members));
      if (request.method === "PATCH") return jsonResponse(200, members[0]);
      return jsonResponse(200, { lists: [], limits: { plan_level: "professional", max_lists: null, max_members: 2000 } });
    });
    const { container } = renderWithProviders(
      <Profiler id="list" onRender={(_id, phase, duration) => durations.push({ phase, duration })}>
        <ListDetailView listId={7} />
      </Profiler>,
    );
    // A plain selector: label queries over hundreds of rows of inputs are slow in jsdom.
    const status = () => container.querySelector<HTMLSelectElement>('select[aria-label="Status of Creator 299"]');
    await waitFor(() => expect(status()).not.toBeNull());
    const select = status() as HTMLSelectElement;
    expect(container.querySelectorAll('[data-testid="member-row"]')).toHaveLength(300);
    const table = Math.max(...durations.map((entry) => entry.duration));
    durations.length = 0;
    fireEvent.change(select, { target: { value: "booked" } });
    await waitFor(() => expect(select).toHaveValue("booked"));
    const edit = Math.max(...durations.map((entry) => entry.duration));
    expect(edit).toBeLessThan(table / 4);
  });
});
