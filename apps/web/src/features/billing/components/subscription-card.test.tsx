import type { TSubscription } from "@radar/contract/subscriptions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { activeSubscription } from "@/testing/fixtures";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { planById } from "../testing/plans";
import type { CurrentSubscriptionState } from "../utils/subscription-state";
import { SubscriptionCard } from "./subscription-card";

function setup(subscription: CurrentSubscriptionState, onSubscriptionChange = vi.fn()) {
  saveSession({ access: makeJwt(3600), refresh: "r" }, { ...TEST_USER });
  renderWithProviders(<SubscriptionCard subscription={subscription} onSubscriptionChange={onSubscriptionChange} />);
  return { user: userEvent.setup(), onSubscriptionChange };
}

const loaded = (data: TSubscription | null): CurrentSubscriptionState => ({ status: "success", data });

describe("SubscriptionCard", () => {
  it("shows the plan, its period, limits, usage and remaining credits", () => {
    mockFetch(() => jsonResponse(500));
    setup(loaded(activeSubscription({ credits_remaining: 1000 })));

    expect(screen.getByText("Growth")).toBeInTheDocument();
    expect(screen.getByText("Growth level · Monthly")).toBeInTheDocument();
    expect(screen.getByText("Jan 01, 2025")).toBeInTheDocument();
    expect(screen.getByText("Feb 01, 2025")).toBeInTheDocument();
    expect(screen.getByText("Max profiles").nextSibling).toHaveTextContent("3");
    expect(screen.getByText("Included credits").nextSibling).toHaveTextContent("1,250");
    // 250 of 1,250 used: 20 %.
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "20");
    expect(screen.getByText("250.00 of 1,250 used")).toBeInTheDocument();
    expect(screen.getByTestId("credits-remaining")).toHaveTextContent("1,000.00");
    expect(screen.getByRole("link", { name: "Change plan" })).toHaveAttribute("href", "/subscriptions");
    expect(screen.queryByText("Most popular")).not.toBeInTheDocument();
  });

  it("clamps the usage bar to 0–100", () => {
    mockFetch(() => jsonResponse(500));
    setup(loaded(activeSubscription({ credits_remaining: 5000 })));
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  });

  it("clamps a negative balance to a full bar", () => {
    mockFetch(() => jsonResponse(500));
    setup(loaded(activeSubscription({ credits_remaining: -10 })));
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  });

  it("wears the 'most popular' ribbon on the professional level", () => {
    mockFetch(() => jsonResponse(500));
    setup(loaded(activeSubscription({ plan: planById(3), credits_remaining: 2500 })));
    expect(screen.getByText("Most popular")).toBeInTheDocument();
  });

  it("cancels after confirmation and hands the cancelled subscription back", async () => {
    const cancelled = activeSubscription({ status: "cancelled", cancelled_at: "2025-01-10T00:00:00Z" });
    const { requests } = mockFetch(({ url, method }) =>
      url === "/api/subscriptions/1/cancel/" && method === "POST" ? jsonResponse(200, cancelled) : jsonResponse(404),
    );
    const { user, onSubscriptionChange } = setup(loaded(activeSubscription()));

    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel your subscription?" });
    expect(within(dialog).getByText(/until Feb 01, 2025/)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));

    expect(await screen.findByText("Subscription canceled")).toBeInTheDocument();
    expect(onSubscriptionChange).toHaveBeenCalledWith(cancelled);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the subscription when the confirmation is declined", async () => {
    const { requests } = mockFetch(() => jsonResponse(500));
    const { user } = setup(loaded(activeSubscription()));
    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));
    await user.click(await screen.findByRole("button", { name: "Keep subscription" }));
    expect(requests).toHaveLength(0);
  });

  it("reports a failed cancellation", async () => {
    mockFetch(() => jsonResponse(409, { detail: "Only an active subscription can be cancelled." }));
    const { user, onSubscriptionChange } = setup(loaded(activeSubscription()));
    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));
    expect(await screen.findByText("Failed to cancel subscription")).toBeInTheDocument();
    expect(screen.getByText("Only an active subscription can be cancelled.")).toBeInTheDocument();
    expect(onSubscriptionChange).not.toHaveBeenCalled();
  });

  it("offers no cancel once cancelled, and says until when access lasts", () => {
    mockFetch(() => jsonResponse(500));
    setup(loaded(activeSubscription({ status: "cancelled" })));
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).not.toBeInTheDocument();
    expect(screen.getByText(/keep access and your credits until Feb 01, 2025/)).toBeInTheDocument();
  });

  it("shows a confirmed plan change and withdraws it", async () => {
    const withdrawn = activeSubscription();
    const { requests } = mockFetch(({ url, method }) =>
      url === "/api/subscriptions/1/withdraw_plan_change/" && method === "POST" ? jsonResponse(200, withdrawn) : jsonResponse(404),
    );
    const { user, onSubscriptionChange } = setup(loaded(activeSubscription({ next_plan: planById(3) })));
    expect(screen.getByText("You asked to move to the Professional plan. It takes effect with your next payment.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Withdraw change" }));
    expect(await screen.findByText("Plan change withdrawn")).toBeInTheDocument();
    expect(requests).toEqual([expect.objectContaining({ url: "/api/subscriptions/1/withdraw_plan_change/", method: "POST" })]);
    expect(onSubscriptionChange).toHaveBeenCalledWith(withdrawn);
  });

  it("shows no plan change and no withdraw button when none is pending", () => {
    mockFetch(() => jsonResponse(500));
    setup(loaded(activeSubscription()));
    expect(screen.queryByText(/You asked to move to/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Withdraw change" })).not.toBeInTheDocument();
  });

  it("offers the plans without a subscription", () => {
    mockFetch(() => jsonResponse(500));
    setup(loaded(null));
    expect(screen.getByText("No active subscription")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View plans" })).toHaveAttribute("href", "/subscriptions");
  });

  it("offers a reload when the subscription cannot be loaded", async () => {
    mockFetch(() => jsonResponse(500));
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    const { user } = setup({ status: "error", data: undefined });
    await user.click(screen.getByRole("button", { name: "Reload page" }));
    expect(reload).toHaveBeenCalled();
  });
});
