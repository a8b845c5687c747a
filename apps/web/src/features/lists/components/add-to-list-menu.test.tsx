import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { LIMITS, summary } from "../testing/list-fixtures";
import { AddToListMenu } from "./add-to-list-menu";

configure({ asyncUtilTimeout: 10_000 });

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

const LISTS = [
  summary({ id: 7, name: "Ramadan campaign — beauty", member_count: 12 }),
  summary({ id: 8, name: "National Day", member_count: 3 }),
];

function setup(add: Handler, ids = ["101", "202"]) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const { requests } = mockFetch((request) => {
    if (request.url === "/api/lists/" && request.method === "GET") return jsonResponse(200, { lists: LISTS, limits: LIMITS });
    if (request.url === "/api/lists/" && request.method === "POST")
      return jsonResponse(201, summary({ id: 9, name: (request.body as { name: string }).name }));
    if (/^\/api\/lists\/\d+\/members\/$/.test(request.url)) return add(request);
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<AddToListMenu influencerIds={ids} />);
  const adds = () => requests.filter((request) => request.url.endsWith("/members/"));
  return { user: userEvent.setup(), requests, adds };
}

const added =
  (count: number, present = 0) =>
  () =>
    jsonResponse(200, { added: count, already_present: present, list: summary({ member_count: count + present }) });

describe("add to list", { timeout: 60_000 }, () => {
  it("one click shows the lists; choosing one adds the influencers and names the list", async () => {
    const { user, adds } = setup(added(1, 1));
    await user.click(screen.getByRole("button", { name: "Add to list" }));
    await user.click(await screen.findByRole("menuitem", { name: /National Day/ }));
    expect(await screen.findByText("1 influencer added to “National Day”")).toBeInTheDocument();
    expect(screen.getByText("1 was already on the list.")).toBeInTheDocument();
    expect(adds()).toHaveLength(1);
    expect(adds()[0]?.url).toBe("/api/lists/8/members/");
    expect(adds()[0]?.body).toEqual({ influencer_ids: ["101", "202"] });
  });

  it("'New list…' creates the list, then adds to it", async () => {
    const { user, requests, adds } = setup(added(2));
    await user.click(screen.getByRole("button", { name: "Add to list" }));
    await user.click(await screen.findByRole("menuitem", { name: "New list…" }));
    await user.type(screen.getByLabelText("List name"), "Eid shortlist");
    await user.dblClick(screen.getByRole("button", { name: "Create and add" }));
    expect(await screen.findByText("2 influencers added to “Eid shortlist”")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST" && request.url === "/api/lists/")).toHaveLength(1);
    expect(adds().map((request) => request.url)).toEqual(["/api/lists/9/members/"]);
  });

  it("shows the server's limit message, in Arabic for an Arabic screen", async () => {
    await i18n.changeLanguage("ar");
    const { user } = setup(() => jsonResponse(409, { detail: "This list is full for your plan. Remove members or upgrade your plan." }));
    await user.click(screen.getByRole("button", { name: "إضافة إلى قائمة" }));
    await user.click(await screen.findByRole("menuitem", { name: /National Day/ }));
    expect(await screen.findByText("امتلأت هذه القائمة بحسب باقتك. أزل بعض المؤثرين أو رقِّ باقتك.")).toBeInTheDocument();
    expect(screen.getByText("تعذّرت الإضافة إلى «National Day»")).toBeInTheDocument();
  });

  it("keeps a duplicate name's refusal in the dialog", async () => {
    saveSession({ access: "a", refresh: "r" }, TEST_USER);
    mockFetch((request) => {
      if (request.method === "GET") return jsonResponse(200, { lists: LISTS, limits: LIMITS });
      return jsonResponse(409, { detail: "You already have a list with this name" });
    });
    renderWithProviders(<AddToListMenu influencerIds={["101"]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add to list" }));
    await user.click(await screen.findByRole("menuitem", { name: "New list…" }));
    await user.type(screen.getByLabelText("List name"), "National Day");
    await user.click(screen.getByRole("button", { name: "Create and add" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("You already have a list with this name"));
  });
});
