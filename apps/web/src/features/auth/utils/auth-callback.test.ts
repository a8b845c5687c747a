import { describe, expect, it } from "vitest";
import { isAuthCallbackUrl } from "./auth-callback";

describe("isAuthCallbackUrl", () => {
  it("detects provider answers on any path", () => {
    expect(isAuthCallbackUrl("/", "?code=abc", "")).toBe(true);
    expect(isAuthCallbackUrl("/dashboard", "?error=access_denied", "")).toBe(true);
    expect(isAuthCallbackUrl("/login", "?provider=google", "")).toBe(true);
    expect(isAuthCallbackUrl("/", "?token=t", "")).toBe(true);
    expect(isAuthCallbackUrl("/", "", "#access_token=x&type=bearer")).toBe(true);
  });

  it("leaves the verify-email and reset-password tokens to their pages", () => {
    expect(isAuthCallbackUrl("/verify-email", "?token=t", "")).toBe(false);
    expect(isAuthCallbackUrl("/reset-password", "?token=t", "")).toBe(false);
  });

  it("ignores ordinary URLs", () => {
    expect(isAuthCallbackUrl("/payment/result", "?id=1&resourcePath=/x", "")).toBe(false);
    expect(isAuthCallbackUrl("/settings", "", "")).toBe(false);
  });
});
