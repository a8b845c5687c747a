import { afterEach, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "./helpers.ts";

/** Issue 18, item 7: security headers on every response. The browser side is checked in e2e/security-headers.spec.ts. */
let env: TestEnv | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of String(header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) policy.set(name, values);
  }
  return policy;
}

describe("security headers", () => {
  it("sends a strict policy, no framing, nosniff and a referrer policy on API answers, errors and unknown paths; no HSTS on http", async () => {
    env = await createTestEnv();
    for (const url of ["/api/health", "/api/user/profile/", "/api/nowhere"]) {
      const response = await env.app.inject({ url });
      const csp = directives(response.headers["content-security-policy"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("script-src")).toEqual(["'self'", "http://radar.test"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("img-src")).toEqual(["'self'", "https:", "data:", "blob:"]);
      expect(csp.has("upgrade-insecure-requests")).toBe(false);
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("adds HSTS and upgrade-insecure-requests when PUBLIC_URL is https, and the configured payment and Google hosts", async () => {
    env = await createTestEnv({
      PUBLIC_URL: "https://radar.example.com",
      PAYMENT_BASE_URL: "https://eu-test.oppwa.com",
      PAYMENT_ENTITY_ID: "entity",
      PAYMENT_ACCESS_TOKEN: "token",
      GOOGLE_CLIENT_ID: "client.apps.googleusercontent.com",
    });
    const response = await env.app.inject({ url: "/api/health" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const csp = directives(response.headers["content-security-policy"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
    expect(csp.get("script-src")).toEqual(
      expect.arrayContaining(["https://eu-test.oppwa.com", "https://*.oppwa.com", "https://accounts.google.com/gsi/client"]),
    );
    expect(csp.get("frame-src")).toEqual(expect.arrayContaining(["https://eu-test.oppwa.com", "https://accounts.google.com/gsi/"]));
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });

  it("lets /api/docs run Swagger UI under a policy of its own", async () => {
    env = await createTestEnv();
    const page = await env.app.inject({ url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers["content-security-policy"]);
    // Swagger UI's own policy (its page loads its bundle and the validator badge), not the app's.
    expect(csp).toContain("img-src 'self' data: validator.swagger.io");
    expect(csp).toContain("object-src 'none'");
    // Its bundle injects <style> elements.
    expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(csp).not.toContain("upgrade-insecure-requests");
  });
});
