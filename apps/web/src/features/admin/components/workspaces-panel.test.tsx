import type { TAdminWorkspaceDetail, TAdminWorkspaceRow } from "@radar/contract/admin-workspaces";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { signInAsAdmin } from "../testing/admin-fixtures";
import { WorkspacesPanel } from "./workspaces-panel";

const ROW: TAdminWorkspaceRow = {
  id: "41",
  name: "Nakhla Agency",
  owner_email: "sara@nakhla.sa",
  members: 2,
  credits: 1500,
  plan: { id: 2, name: "Growth", status: "active", end_date: "2026-12-20T00:00:00.000Z" },
  created_at: "2026-10-01T08:00:00.000Z",
};

const DETAIL: TAdminWorkspaceDetail = {
  ...ROW,
  member_list: [
    { user_id: 7, email: "sara@nakhla.sa", name: "Sara Al-Qahtani", role: "owner", joined_at: "2026-10-01T08:00:00.000Z" },
    { user_id: 8, email: "omar@nakhla.sa", name: "Omar Haddad", role: "member", joined_at: "2026-11-01T08:00:00.000Z" },
  ],
  invoices: [
    {
      id: 3,
      number: "INV-2026-000003",
      kind: "simplified",
      issued_at: "2026-11-20T08:00:00.000Z",
      currency: "SAR",
      buyer_name: "Nakhla Agency",
      subtotal_halalas: 26000,
      vat_halalas: 3900,
      total_halalas: 29900,
      credited_invoice_number: null,
      credit_note_number: null,
    },
  ],
};

function setup() {
  signInAsAdmin();
  let detail = DETAIL;
  const { requests } = mockFetch((request) => {
    if (request.method === "GET" && request.url.startsWith("/api/admin/workspaces/?"))
      return jsonResponse(200, { count: 1, results: [{ ...ROW, credits: detail.credits }] });
    if (request.method === "GET" && request.url === "/api/admin/workspaces/41/") return jsonResponse(200, detail);
    if (request.method === "PUT" && request.url === "/api/admin/workspaces/41/credits/") {
      detail = { ...detail, credits: (request.body as { credits: number }).credits };
      return jsonResponse(200, detail);
    }
    return jsonResponse(404, {});
  });
  renderWithProviders(<WorkspacesPanel />);
  return { user: userEvent.setup(), requests };
}

describe("Admin → Workspaces", { timeout: 60_000 }, () => {
  it("lists workspaces and searches by name or member e-mail", async () => {
    const { user, requests } = setup();
    const [row] = await screen.findAllByTestId("admin-workspace-row");
    expect(within(row as HTMLElement).getByText("Nakhla Agency")).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText("sara@nakhla.sa")).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText("1,500.00")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search by name or member e-mail"), "omar@");
    await waitFor(() =>
      expect(requests.some((request) => request.url === "/api/admin/workspaces/?offset=0&limit=25&q=omar%40")).toBe(true),
    );
  });

  it("opens a workspace's members, plan and invoices, and sets its credits with a reason", async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole("button", { name: "Nakhla Agency" }));
    const dialog = await screen.findByRole("dialog");
    const members = await within(dialog).findAllByTestId("admin-workspace-member");
    expect(within(members[0] as HTMLElement).getByText("Owner")).toBeInTheDocument();
    expect(within(members[1] as HTMLElement).getByText("Omar Haddad")).toBeInTheDocument();
    expect(within(dialog).getByText("INV-2026-000003")).toBeInTheDocument();
    expect(within(dialog).getByText("Growth, until Dec 20, 2026")).toBeInTheDocument();

    // The reason is required before anything is sent.
    const balance = within(dialog).getByLabelText("New balance");
    await user.clear(balance);
    await user.type(balance, "2000");
    await user.click(within(dialog).getByRole("button", { name: "Save balance" }));
    expect(await within(dialog).findByText("Please give a reason.")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "PUT")).toBe(false);

    await user.type(within(dialog).getByLabelText("Reason"), "Goodwill after outage");
    await user.click(within(dialog).getByRole("button", { name: "Save balance" }));
    await waitFor(() => expect(within(dialog).getByTestId("admin-workspace-credits")).toHaveTextContent("2,000.00"));
    const put = requests.find((request) => request.method === "PUT");
    expect(put?.body).toEqual({ credits: 2000, reason: "Goodwill after outage" });
  });

  it("reads in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      setup();
      expect(await screen.findByText("مساحة العمل")).toBeInTheDocument();
      expect(screen.getByLabelText("ابحث بالاسم أو ببريد عضو")).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});
