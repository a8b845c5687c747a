import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { getAccessToken, getStoredUser } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { activeSubscription } from "@/testing/fixtures";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { routes } from "./router";
import { preloadPages } from "./testing/preload-pages";

// Every lazily loaded page, before the first test (see preload-pages.ts).
await preloadPages();

const access = makeJwt(3600);

/** The server after a correct password, with the subscription check answering `subscription`. */
function server(subscription: () => Response) {
  return mockFetch(({ url }) => {
    if (url === "/api/config/") return jsonResponse(200, { google_client_id: null, environment: "test" });
    if (url === "/api/auth/token/") return jsonResponse(200, { access, refresh: "r", user: TEST_USER });
    if (url === "/api/subscriptions/current/") return subscription();
    return jsonResponse(404, { detail: "Not found." });
  });
}

async function logInThroughTheForm() {
  const router = createMemoryRouter(routes, { initialEntries: ["/login"] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email"), "sara@brand.sa");
  await user.type(screen.getByLabelText("Password"), "radar-2026!");
  await user.click(screen.getByRole("button", { name: "Log in" }));
  return router;
}

describe("where a login lands (SPEC §2)", () => {
  it("goes to /subscriptions without an active subscription", async () => {
    const { requests } = server(() => jsonResponse(404, { detail: "No active subscription found", code: "no_active_subscription" }));
    const router = await logInThroughTheForm();

    await waitFor(() => expect(router.state.location.pathname).toBe("/subscriptions"));
    expect(await screen.findByText("Logged in successfully")).toBeInTheDocument();
    expect(getAccessToken()).toBe(access);
    expect(getStoredUser()?.email).toBe(TEST_USER.email);
    // The check ran with the new token before the session was stored.
    const check = requests.find((request) => request.url === "/api/subscriptions/current/");
    expect(check?.headers.get("Authorization")).toBe(`Bearer ${access}`);
  });

  it("goes to /dashboard with an active subscription", async () => {
    server(() => jsonResponse(200, activeSubscription()));
    const router = await logInThroughTheForm();

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("goes to /dashboard when the subscription check fails", async () => {
    server(() => jsonResponse(503, { detail: "Service unavailable" }));
    const router = await logInThroughTheForm();

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    // The dashboard's own check fails too (after its one retry), and the page still opens.
    expect(await screen.findByRole("heading", { name: "Dashboard" }, { timeout: 4000 })).toBeInTheDocument();
  });
});
