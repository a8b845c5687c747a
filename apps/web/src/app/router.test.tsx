import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { activeSubscription } from "@/testing/fixtures";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { routes } from "./router";
import { preloadPages } from "./testing/preload-pages";

// Every lazily loaded page, before the first test (see preload-pages.ts).
await preloadPages();

type Role = "user" | "admin";

function logIn(role: Role = "user") {
  saveSession({ access: makeJwt(3600), refresh: "r" }, { ...TEST_USER, app_metadata: { role } });
}

/** The API as it answers today: nobody has a subscription yet. */
function server({ subscriptionStatus = 404 }: { subscriptionStatus?: number } = {}) {
  return mockFetch(({ url }) => {
    if (url === "/api/config/") return jsonResponse(200, { google_client_id: null, environment: "test" });
    if (url === "/api/subscriptions/current/") {
      if (subscriptionStatus === 404) return jsonResponse(404, { detail: "No active subscription found", code: "no_active_subscription" });
      if (subscriptionStatus === 200) return jsonResponse(200, activeSubscription());
      return jsonResponse(subscriptionStatus, { detail: "Server error" });
    }
    if (url === "/api/user/profile/") return jsonResponse(200, { ...TEST_USER });
    return jsonResponse(404, { detail: "Not found." });
  });
}

function renderAt(path: string) {
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

async function expectPath(router: ReturnType<typeof renderAt>, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe("routes and guards", () => {
  it("sends an unauthenticated visitor to the login page", async () => {
    server();
    const router = renderAt("/settings");
    await expectPath(router, "/");
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
  });

  it("sends a logged-in visitor from the login page to the dashboard, and on to plans without a subscription", async () => {
    server();
    logIn();
    const router = renderAt("/");
    await expectPath(router, "/subscriptions");
    expect(await screen.findByRole("heading", { name: "Subscriptions" })).toBeInTheDocument();
    expect(screen.getByText("You don't have an active subscription")).toBeInTheDocument();
  });

  it("opens gated pages with an active subscription and shows the credits", async () => {
    server({ subscriptionStatus: 200 });
    logIn();
    const router = renderAt("/reports");
    expect(await screen.findByRole("heading", { name: "Reports" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/reports");
    expect(screen.getAllByText("1,250.50").length).toBeGreaterThan(0);
  });

  it("lets the page open when the subscription check itself fails", async () => {
    server({ subscriptionStatus: 500 });
    logIn();
    renderAt("/book-meeting");
    // The subscription query retries once after 1 s (SPEC §7) before giving up.
    expect(await screen.findByRole("heading", { name: "Book Meeting" }, { timeout: 4000 })).toBeInTheDocument();
  });

  it("opens settings without a subscription", async () => {
    server();
    logIn();
    const router = renderAt("/settings");
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/settings");
  });

  it("denies the admin page to a non-admin with a toast and a redirect", async () => {
    server();
    logIn("user");
    const router = renderAt("/admin");
    expect(await screen.findByText("Access denied")).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access the admin page")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/admin"));
  });

  it("shows the Admin navigation item to admins only", async () => {
    server({ subscriptionStatus: 200 });
    logIn("admin");
    renderAt("/admin");
    expect(await screen.findByRole("heading", { name: "Admin" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Admin" }).length).toBeGreaterThan(0);
  });

  it("hides the Admin navigation item from users", async () => {
    server({ subscriptionStatus: 200 });
    logIn("user");
    renderAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Discovery Search" }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
  });

  it("shows 'Processing authentication...' for a provider answer and reports its error", async () => {
    server();
    const router = renderAt("/?error=access_denied&error_description=User%20cancelled");
    expect(await screen.findByText("Authentication Error")).toBeInTheDocument();
    expect(screen.getByText("User cancelled")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("shows the invalid-link notice on /verify-email without a token", async () => {
    server();
    renderAt("/verify-email");
    expect(await screen.findByRole("heading", { name: "Invalid verification link" })).toBeInTheDocument();
  });

  it("verifies an email token and shows the confirmation page", async () => {
    const { requests } = mockFetch(({ url }) =>
      url.startsWith("/api/auth/verify-email/")
        ? jsonResponse(200, { detail: "Email verified", email: "sara@brand.sa" })
        : jsonResponse(404, {}),
    );
    const router = renderAt("/verify-email?token=abc123");
    await expectPath(router, "/email-confirmation");
    expect(await screen.findByRole("heading", { name: "Email verified" })).toBeInTheDocument();
    expect(requests.filter((request) => request.url === "/api/auth/verify-email/?token=abc123")).toHaveLength(1);
  });

  it("reports a failed verification and returns to the login page", async () => {
    mockFetch(({ url }) =>
      url.startsWith("/api/auth/verify-email/")
        ? jsonResponse(400, { detail: "This verification link has expired." })
        : jsonResponse(200, { google_client_id: null, environment: "test" }),
    );
    const router = renderAt("/verify-email?token=old");
    expect(await screen.findByText("Verification failed")).toBeInTheDocument();
    expect(screen.getByText("This verification link has expired.")).toBeInTheDocument();
    await expectPath(router, "/");
  });

  it("shows a 404 page with a way back to the dashboard", async () => {
    server();
    renderAt("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("serves the terms of service publicly", async () => {
    server();
    renderAt("/terms-conditions");
    expect(await screen.findByRole("heading", { name: "Terms and Conditions", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Last updated: January 2025")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /No refunds/ })).toBeInTheDocument();
  });
});
