import type { TCreditUser } from "@radar/contract/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { creditUser, signInAsAdmin } from "../testing/admin-fixtures";
import { CreditsPanel } from "./credits-panel";

function setup(options: { list?: () => Response; put?: (request: RecordedRequest) => Response } = {}) {
  signInAsAdmin();
  let users: TCreditUser[] = [
    creditUser(),
    creditUser({ id: 13, email: "omar@shop.sa", name: "Omar Saleh", credits: 0, plan: "free", plan_name: null }),
  ];
  const { requests } = mockFetch((request) => {
    if (request.method === "GET" && request.url.startsWith("/api/admin/tables/profiles/"))
      return options.list?.() ?? jsonResponse(200, { count: users.length, results: users });
    if (request.method === "PUT") {
      if (options.put) return options.put(request);
      const id = Number(request.url.split("/").at(-2));
      users = users.map((user) => (user.id === id ? { ...user, credits: (request.body as { credits: number }).credits } : user));
      return jsonResponse(
        200,
        users.find((user) => user.id === id),
      );
    }
    return jsonResponse(404, {});
  });
  renderWithProviders(<CreditsPanel />);
  return { user: userEvent.setup(), requests };
}

describe("CreditsPanel (SPEC §2 Credits tab)", () => {
  it("lists users with e-mail, plan and credits, asking the table helper by e-mail order", async () => {
    const { requests } = setup();
    const rows = await screen.findAllByTestId("admin-credit-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText("noura@brand.sa")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getAllByText("Growth")[0]).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByText("Standard")).toBeNull();
    expect(within(rows[0] as HTMLElement).getByTestId("credits-value")).toHaveTextContent("1,250.00");
    expect(within(rows[1] as HTMLElement).getAllByText("Free")[0]).toBeInTheDocument();
    expect(requests[0]?.url).toBe("/api/admin/tables/profiles/?ordering=email&limit=20&offset=0");
  });

  it("edits a user's credits in place and toasts 'Credits updated successfully'", async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole("button", { name: "Edit the credits of omar@shop.sa" }));
    const input = screen.getByLabelText("Credits of omar@shop.sa");
    await user.clear(input);
    await user.type(input, "300.5{Enter}");
    expect(await screen.findByText("Credits updated successfully")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PUT")).toMatchObject({
      url: "/api/admin/tables/profiles/13/",
      body: { credits: 300.5 },
    });
    await waitFor(() => expect(screen.getAllByTestId("credits-value")[1]).toHaveTextContent("300.50"));
  });

  it("refuses a value that is not a credits figure, and Escape gives up", async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole("button", { name: "Edit the credits of omar@shop.sa" }));
    const input = screen.getByLabelText("Credits of omar@shop.sa");
    await user.clear(input);
    await user.type(input, "-5{Enter}");
    expect(await screen.findByText("Credits must be a number of at least 0 with at most two decimals")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByLabelText("Credits of omar@shop.sa")).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === "PUT")).toEqual([]);
  });

  it("toasts 'Failed to update credits' when the server refuses", async () => {
    const { user } = setup({ put: () => jsonResponse(404, { detail: "User not found" }) });
    await user.click(await screen.findByRole("button", { name: "Edit the credits of omar@shop.sa" }));
    await user.type(screen.getByLabelText("Credits of omar@shop.sa"), "{Enter}");
    expect(await screen.findByText("Failed to update credits")).toBeInTheDocument();
    expect(screen.getByText("User not found")).toBeInTheDocument();
  });

  it("says 'Failed to fetch users' when the list cannot be loaded", async () => {
    setup({ list: () => jsonResponse(500, { detail: "An unexpected error occurred" }) });
    expect(await screen.findByText("Failed to fetch users")).toBeInTheDocument();
  });
});
