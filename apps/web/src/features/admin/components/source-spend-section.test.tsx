import type { TSourceSpend } from "@radar/contract/sources";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { signInAsAdmin } from "../testing/admin-fixtures";
import { SourceSpendSection } from "./source-spend-section";

const SPEND: TSourceSpend = {
  days: [
    { day: "2026-03-02", source: "modash", units: 164, calls: 164 },
    { day: "2026-03-02", source: "youtube", units: 2_412, calls: 900 },
    { day: "2026-03-01", source: "modash", units: 12, calls: 12 },
  ],
  top_users: [{ user_id: 7, email: "heavy@example.com", units: 40, calls: 40, by_purpose: { preview: 30, market_search: 10 } }],
  budgets: [
    { source: "youtube", mode: "live", today_units: 2_412, daily_quota: 10_000, month_units: 9_000, monthly_budget: null, alarm: null },
    { source: "instagram", mode: "off", today_units: 0, daily_quota: 4_800, month_units: 0, monthly_budget: null, alarm: null },
    { source: "x", mode: "sandbox", today_units: 0, daily_quota: 1_000, month_units: 0, monthly_budget: null, alarm: null },
    {
      source: "hypeauditor",
      mode: "sandbox",
      today_units: 3,
      daily_quota: 200,
      month_units: 2_500,
      monthly_budget: 3_000,
      alarm: "monthly",
    },
    { source: "modash", mode: "sandbox", today_units: 164, daily_quota: 200, month_units: 176, monthly_budget: 3_000, alarm: "daily" },
  ],
  unattributed_units: 4,
};

function nth(elements: HTMLElement[], index: number): HTMLElement {
  const element = elements[index];
  if (!element) throw new Error(`no element ${index}`);
  return element;
}

describe("the admin's spend of the paid sources", () => {
  it("warns at 80 % of a daily quota or monthly budget, and lists days, budgets and the costliest users", async () => {
    signInAsAdmin();
    mockFetch((request) =>
      request.url === "/api/admin/sources/spend/" ? jsonResponse(200, SPEND) : jsonResponse(404, { detail: "Not found." }),
    );
    renderWithProviders(<SourceSpendSection />);
    const alarms = await screen.findAllByTestId("admin-source-spend-alarm");
    expect(alarms.map((alarm) => [alarm.dataset.source, alarm.dataset.alarm])).toEqual([
      ["hypeauditor", "monthly"],
      ["modash", "daily"],
    ]);
    expect(within(nth(alarms, 1)).getByText(/82% of today's quota spent \(164 of 200\)/)).toBeInTheDocument();
    expect(screen.getAllByTestId("admin-source-spend-budget").map((row) => row.dataset.source)).toEqual([
      "youtube",
      "x",
      "hypeauditor",
      "modash",
    ]);
    const days = screen.getAllByTestId("admin-source-spend-day");
    expect(days.map((row) => row.dataset.day)).toEqual(["2026-03-02", "2026-03-01"]);
    expect(
      within(nth(days, 1))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Mar 01, 2026", "12", "0"]);
    const user = screen.getByTestId("admin-source-spend-user");
    expect(within(user).getByText("heavy@example.com")).toBeInTheDocument();
    expect(within(user).getByText("Previews 30 · Market searches 10")).toBeInTheDocument();
    expect(screen.getByTestId("admin-source-spend-unattributed")).toHaveTextContent("4 units");
  });
});
