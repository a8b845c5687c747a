import type { TUsagePage } from "@radar/contract/usage";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { UsageSection } from "./usage-section";

const PAGE: TUsagePage = {
  count: 2,
  results: [
    {
      id: 12,
      created_at: "2026-11-20T09:00:00.000Z",
      member: { id: 8, name: "Omar Haddad", email: "omar@brand.sa" },
      kind: "report",
      delta: -25.5,
      balance_after: 974.5,
      reference: "report:31",
    },
    {
      id: 11,
      created_at: "2026-11-01T09:00:00.000Z",
      member: { id: 7, name: "Sara Al-Qahtani", email: "sara@brand.sa" },
      kind: "purchase",
      delta: 1000,
      balance_after: 1000,
      reference: "payment:abc",
    },
  ],
  totals: { spent: 25.5, added: 1000 },
  balance: 974.5,
  credit_value_sar: 0.299,
  balance_value_sar: 291.38,
};

function setup() {
  saveSession({ access: makeJwt(3600), refresh: "r" }, { ...TEST_USER });
  const { requests } = mockFetch(({ url }) => {
    if (url.startsWith("/api/workspaces/current/usage/?")) return jsonResponse(200, PAGE);
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(
    <UsageSection
      members={[
        { user_id: 7, name: "Sara Al-Qahtani" },
        { user_id: 8, name: "Omar Haddad" },
      ]}
    />,
  );
  return { requests, user: userEvent.setup() };
}

describe("Settings → Usage", { timeout: 60_000 }, () => {
  it("shows the balance with its SAR value, the totals and each movement", async () => {
    setup();
    expect(await screen.findByText("Balance: 974.50")).toBeInTheDocument();
    expect(screen.getByTestId("usage-balance-value")).toHaveTextContent(
      "worth SAR 291.38 at your plan's price; one credit is worth SAR 0.299",
    );
    expect(screen.getByTestId("usage-totals")).toHaveTextContent("Credits spent: 25.50 · added: 1,000.00");
    const rows = screen.getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText("Omar Haddad")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("Report")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("-25.50")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText("+1,000.00")).toBeInTheDocument();
  });

  it("sends the member, kind and month filters and starts again from the first page", async () => {
    const { requests, user } = setup();
    await screen.findByText("Balance: 974.50");
    await user.selectOptions(screen.getByLabelText("Member"), "8");
    await user.selectOptions(screen.getByLabelText("Kind"), "report");
    const month = (screen.getByLabelText("Month") as HTMLSelectElement).options[1]?.value ?? "";
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    await user.selectOptions(screen.getByLabelText("Month"), month);
    await waitFor(() => {
      const last = requests.filter((request) => request.url.includes("/usage/?")).at(-1);
      expect(last?.url).toBe(`/api/workspaces/current/usage/?member=8&kind=report&month=${month}&offset=0&limit=50`);
    });
  });

  it("downloads the CSV of the same filters in the screen's language", async () => {
    const { requests, user } = setup();
    await screen.findByText("Balance: 974.50");
    await user.selectOptions(screen.getByLabelText("Kind"), "search");
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() =>
      expect(requests.some((request) => request.url.includes("/usage/export/?kind=search&format=csv&lang=en"))).toBe(true),
    );
  });

  it("reads in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      setup();
      expect(await screen.findByRole("heading", { name: "الاستهلاك" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "تنزيل CSV" })).toBeInTheDocument();
      expect(screen.getByText("تقرير")).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});
