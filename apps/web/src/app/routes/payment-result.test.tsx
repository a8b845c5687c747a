import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { activeSubscription } from "@/testing/fixtures";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { routes } from "../router";
import { preloadPages } from "../testing/preload-pages";

// Every lazily loaded page, before the first test (see preload-pages.ts).
await preloadPages();

const SUCCESS = { payment_successful: true, status: "succeeded", message: "Payment successful.", transaction_id: "tx-42" };

/** A user who has just paid: no subscription until the payment is verified, then Growth with its credits. */
function server() {
  let paid = false;
  return mockFetch(({ url }) => {
    if (url.startsWith("/api/payments/payment_status/")) {
      paid = true;
      return jsonResponse(200, SUCCESS);
    }
    if (url === "/api/subscriptions/current/") {
      return paid
        ? jsonResponse(200, activeSubscription({ credits_remaining: 1250 }))
        : jsonResponse(404, { detail: "No active subscription found", code: "no_active_subscription" });
    }
    if (url === "/api/subscriptions/plans/") return jsonResponse(200, []);
    return jsonResponse(404, { detail: "Not found." });
  });
}

function renderAt(path: string) {
  saveSession({ access: makeJwt(3600), refresh: "r" }, { ...TEST_USER });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

describe("payment result routes", () => {
  it("/payment-result verifies checkout_id and refreshes the credits in the top bar", async () => {
    const { requests } = server();
    renderAt("/payment-result?checkout_id=ABC.sandbox01&resourcePath=%2Fv1%2Fcheckouts%2FABC.sandbox01%2Fpayment");
    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeInTheDocument();
    expect(screen.getByTestId("transaction-id")).toHaveTextContent("tx-42");
    expect(requests.some((request) => request.url.startsWith("/api/payments/payment_status/?checkout_id=ABC.sandbox01"))).toBe(true);
    // The current subscription is loaded again after the payment: the top bar shows the new credits.
    expect(await screen.findByText("1,250.00")).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((request) => request.url === "/api/subscriptions/current/").length).toBeGreaterThanOrEqual(2),
    );
  });

  it("/payment/result reads the widget's id and resourcePath", async () => {
    const { requests } = server();
    renderAt("/payment/result?id=XYZ.sandbox01&resourcePath=%2Fv1%2Fcheckouts%2FXYZ.sandbox01%2Fpayment");
    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain(
      "/api/payments/payment_status/?checkout_id=XYZ.sandbox01&resourcePath=%2Fv1%2Fcheckouts%2FXYZ.sandbox01%2Fpayment",
    );
    expect(screen.getByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it.each(["/payment/result", "/payment-result"])("%s without an id goes to the plans with 'Missing checkout ID'", async (path) => {
    server();
    const router = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/subscriptions"));
    expect(await screen.findByText("Missing checkout ID")).toBeInTheDocument();
  });
});
