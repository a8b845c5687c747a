import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { PaymentResultPanel } from "./payment-result-panel";

function setup(answer: () => Response) {
  saveSession({ access: makeJwt(3600), refresh: "r" }, { ...TEST_USER });
  const fetch = mockFetch(answer);
  const onSucceeded = vi.fn();
  renderWithProviders(
    <PaymentResultPanel checkoutId="ABC.sandbox01" resourcePath="/v1/checkouts/ABC.sandbox01/payment" onSucceeded={onSucceeded} />,
  );
  return { ...fetch, onSucceeded };
}

describe("PaymentResultPanel", () => {
  it("verifies the checkout and shows success with the transaction id", async () => {
    const { requests, onSucceeded } = setup(() =>
      jsonResponse(200, { payment_successful: true, status: "succeeded", message: "Payment successful.", transaction_id: "8ac7a4a1-tx" }),
    );
    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeInTheDocument();
    expect(screen.getByTestId("transaction-id")).toHaveTextContent("8ac7a4a1-tx");
    expect(screen.getByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(await screen.findByText("Subscription created")).toBeInTheDocument();
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(requests[0]?.url).toBe(
      "/api/payments/payment_status/?checkout_id=ABC.sandbox01&resourcePath=%2Fv1%2Fcheckouts%2FABC.sandbox01%2Fpayment",
    );
  });

  it("shows 'Payment Failed' with the server's message", async () => {
    const { onSucceeded } = setup(() =>
      jsonResponse(200, {
        payment_successful: false,
        status: "failed",
        message: "transaction declined (invalid card)",
        transaction_id: "tx-2",
      }),
    );
    expect(await screen.findByRole("heading", { name: "Payment Failed" })).toBeInTheDocument();
    expect(screen.getAllByText("transaction declined (invalid card)").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it("names a decline and says what to do next, by its reason", async () => {
    setup(() =>
      jsonResponse(200, {
        payment_successful: false,
        status: "failed",
        message: "Your bank declined the payment for lack of funds or a spending limit.",
        transaction_id: "tx-3",
        decline_reason: "insufficient_funds",
      }),
    );
    expect(await screen.findByRole("heading", { name: "Payment declined" })).toBeInTheDocument();
    expect(screen.getByTestId("payment-failure-text")).toHaveTextContent(/Use another card, or ask your bank to raise the limit/);
    expect(screen.getByRole("link", { name: /Choose a plan again/ })).toHaveAttribute("href", "/subscriptions");
  });

  it("tells a mada card on the card form to choose mada", async () => {
    setup(() =>
      jsonResponse(200, {
        payment_successful: false,
        status: "failed",
        message: "This card cannot be used with the payment method you chose.",
        transaction_id: "tx-4",
        decline_reason: "method_not_supported",
      }),
    );
    expect(await screen.findByRole("heading", { name: "Payment declined" })).toBeInTheDocument();
    expect(screen.getByTestId("payment-failure-text")).toHaveTextContent(/choose mada/);
  });

  it("falls back to 'Your payment could not be processed.'", async () => {
    setup(() => jsonResponse(200, { payment_successful: false, status: "failed", message: "", transaction_id: null }));
    expect(await screen.findByRole("heading", { name: "Payment Failed" })).toBeInTheDocument();
    expect(screen.getAllByText("Your payment could not be processed.").length).toBeGreaterThan(0);
  });

  it("says when a payment is still pending", async () => {
    setup(() =>
      jsonResponse(200, {
        payment_successful: false,
        status: "pending",
        message: "Your payment is being processed.",
        transaction_id: null,
      }),
    );
    expect(await screen.findByRole("heading", { name: "Payment pending" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Check again" })).toBeEnabled();
  });

  it("shows the verification error when the status cannot be checked", async () => {
    setup(() => jsonResponse(404, { detail: "Checkout not found." }));
    expect(await screen.findByRole("heading", { name: "Verification Error" })).toBeInTheDocument();
    expect(screen.getAllByText("Could not verify payment status. Please contact support.").length).toBeGreaterThan(0);
  });
});
