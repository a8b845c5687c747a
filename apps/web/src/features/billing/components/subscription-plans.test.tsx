import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { activeSubscription } from "@/testing/fixtures";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { PLANS } from "../testing/plans";
import type { CurrentSubscriptionState } from "../utils/subscription-state";
import { SubscriptionPlans } from "./subscription-plans";

function setup(subscription: CurrentSubscriptionState, plans = () => jsonResponse(200, PLANS)) {
  saveSession({ access: makeJwt(3600), refresh: "r" }, { ...TEST_USER });
  const fetch = mockFetch(({ url }) => (url === "/api/subscriptions/plans/" ? plans() : jsonResponse(404)));
  renderWithProviders(<SubscriptionPlans subscription={subscription} onSubscriptionChange={vi.fn()} />);
  return { user: userEvent.setup(), ...fetch };
}

const card = (name: string) => screen.getByRole("article", { name });

describe("SubscriptionPlans", () => {
  it("shows the monthly plans first, Professional as most popular, and the custom card", async () => {
    const { requests } = setup({ status: "success", data: null });
    await screen.findByRole("article", { name: "Growth" });

    expect(screen.getByRole("radio", { name: "Monthly" })).toHaveAttribute("aria-checked", "true");
    expect(within(card("Basic")).getByText("SAR 1,500")).toBeInTheDocument();
    expect(within(card("Growth")).getByText("SAR 3,000")).toBeInTheDocument();
    expect(within(card("Growth")).getByText("1,250 credits every month")).toBeInTheDocument();
    expect(within(card("Professional")).getByText("Most popular")).toBeInTheDocument();
    expect(within(card("Growth")).queryByText("Most popular")).not.toBeInTheDocument();
    // SPEC §9: competitor tracking only when the plan has some.
    expect(within(card("Basic")).queryByText(/Competitor tracking/)).not.toBeInTheDocument();
    expect(within(card("Growth")).getByText("Competitor tracking: 1")).toBeInTheDocument();
    expect(within(card("Professional")).getByText("Dedicated employee")).toBeInTheDocument();
    expect(card("Custom")).toBeInTheDocument();
    expect(requests[0]?.headers.get("Authorization")).toBeNull();
  });

  it("switches to the yearly plans", async () => {
    const { user } = setup({ status: "success", data: null });
    await screen.findByRole("article", { name: "Growth" });
    await user.click(screen.getByRole("radio", { name: /Yearly/ }));
    expect(within(card("Growth")).getByText("SAR 30,000")).toBeInTheDocument();
    expect(within(card("Growth")).getByText("/ year")).toBeInTheDocument();
  });

  it("warns without a subscription and shows no summary", async () => {
    setup({ status: "success", data: null });
    expect(screen.getByText("You don't have an active subscription")).toBeInTheDocument();
    expect(screen.queryByText("Your subscription")).not.toBeInTheDocument();
  });

  it("summarises the active subscription and disables its plan's button", async () => {
    setup({ status: "success", data: activeSubscription({ credits_remaining: 1000.5 }) });
    await screen.findByRole("article", { name: "Growth" });

    expect(screen.queryByText("You don't have an active subscription")).not.toBeInTheDocument();
    const summary = screen.getByRole("heading", { name: "Your subscription" }).closest("section");
    if (!summary) throw new Error("summary card");
    const fact = (label: string) => within(summary).getByText(label).nextSibling;
    expect(fact("Status")).toHaveTextContent("Active");
    expect(fact("Credits remaining")).toHaveTextContent("1,000.50");
    expect(fact("Credits per month")).toHaveTextContent("1,250");
    expect(fact("Cost per search")).toHaveTextContent("40 credits");
    expect(fact("Cost per report")).toHaveTextContent("30 credits");
    expect(fact("Cost per consultation")).toHaveTextContent("Free monthly");
    expect(fact("Start date")).toHaveTextContent("Jan 01, 2025");
    expect(fact("End date")).toHaveTextContent("Feb 01, 2025");
    expect(fact("Last credit reset")).toHaveTextContent("Jan 01, 2025");
    expect(within(summary).getByRole("button", { name: "Change plan" })).toBeInTheDocument();

    expect(within(card("Growth")).getByRole("button", { name: "Current plan" })).toBeDisabled();
    expect(within(card("Professional")).getByRole("button", { name: "Choose plan" })).toBeEnabled();
  });

  it("opens the checkout for the chosen plan", async () => {
    const { user } = setup({ status: "success", data: null });
    await screen.findByRole("article", { name: "Growth" });
    await user.click(within(card("Growth")).getByRole("button", { name: "Choose plan" }));
    expect(await screen.findByRole("dialog", { name: "Subscribe to Growth" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows a destructive alert with the error text when plans fail to load", async () => {
    setup({ status: "success", data: null }, () => jsonResponse(503, { detail: "Service unavailable" }));
    expect(await screen.findByText("Failed to load plans")).toBeInTheDocument();
    expect(screen.getByText("Service unavailable")).toBeInTheDocument();
  });

  it("opens the contact form from Contact us (custom plan) and Contact sales (enterprise)", async () => {
    const { user, requests } = setup({ status: "success", data: null });
    await screen.findByRole("article", { name: "Growth" });
    const before = requests.length;
    await user.click(screen.getByRole("button", { name: "Contact us" }));
    const custom = await screen.findByRole("dialog", { name: "Tell us about your custom plan" });
    await user.click(within(custom).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Contact sales" }));
    expect(await screen.findByRole("dialog", { name: "Contact sales" })).toBeInTheDocument();
    // Opening the form sends nothing.
    expect(requests).toHaveLength(before);
  });
});
