import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { booking, campaignRequest, comparisonRequest, creditUser, signInAsAdmin } from "../testing/admin-fixtures";
import { AdminDashboard } from "./admin-dashboard";

function setup(route = "/admin") {
  signInAsAdmin();
  const { requests } = mockFetch(({ url }) => {
    if (url.startsWith("/api/campaign-requests/?scope=all"))
      return jsonResponse(200, [campaignRequest({ status: "in_progress", priority: "high" })]);
    if (url.startsWith("/api/comparison-requests/?scope=all")) return jsonResponse(200, [comparisonRequest()]);
    if (url.startsWith("/api/admin/tables/bookings/")) return jsonResponse(200, { count: 1, results: [booking({ status: "confirmed" })] });
    if (url.startsWith("/api/admin/tables/profiles/")) return jsonResponse(200, { count: 1, results: [creditUser()] });
    return jsonResponse(404, {});
  });
  renderWithProviders(<AdminDashboard />, { route });
  return { user: userEvent.setup(), requests };
}

describe("AdminDashboard (SPEC §2: three tabs)", () => {
  it("opens on customer requests: every user's campaigns, then comparisons", async () => {
    const { user, requests } = setup();
    const row = await screen.findByTestId("admin-campaign-row");
    expect(within(row).getByText("Ramadan launch")).toBeInTheDocument();
    expect(within(row).getAllByText("In progress")).toHaveLength(2);
    expect(within(row).getByText("High")).toBeInTheDocument();
    expect(requests[0]?.url).toBe("/api/campaign-requests/?scope=all&limit=21&offset=0");

    await user.click(screen.getByRole("tab", { name: "Comparisons" }));
    const comparison = await screen.findByTestId("admin-comparison-row");
    expect(within(comparison).getByText("2 profiles")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Status"), "processing");
    expect(requests.at(-1)?.url).toBe("/api/comparison-requests/?scope=all&status=processing&limit=21&offset=0");
  });

  it("shows bookings with customer, date and status, newest first", async () => {
    const { user, requests } = setup();
    await user.click(screen.getByRole("tab", { name: "Bookings" }));
    const row = await screen.findByTestId("admin-booking-row");
    expect(within(row).getByText("Noura Al-Harbi")).toBeInTheDocument();
    expect(within(row).getAllByText(/Mar 01, 2031/)).toHaveLength(2);
    expect(within(row).getAllByText("Confirmed")).toHaveLength(2);
    expect(requests.some((request) => request.url === "/api/admin/tables/bookings/?ordering=-start_time&limit=20&offset=0")).toBe(true);
    expect(screen.getByTestId("location")).toHaveTextContent("/admin");
  });

  it("opens the tab named in ?tab=", async () => {
    setup("/admin?tab=credits");
    expect(await screen.findByTestId("admin-credit-row")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Credits" })).toHaveAttribute("aria-selected", "true");
  });
});
