import { describe, expect, it } from "vitest";
import { startBanner } from "./start-banner.ts";

const DEVELOPMENT = {
  PUBLIC_URL: "http://localhost:8080",
  SEED_DEMO: true,
  DEMO_PASSWORD: "radar-demo-2026",
  SMTP_URL: undefined,
  devFeatures: true,
};

describe("the development start banner", () => {
  it("names the address, the demo accounts with their password, and where verification links appear", () => {
    const banner = startBanner(DEVELOPMENT) ?? "";
    expect(banner).toContain("Influencers Radar is running at http://localhost:8080");
    expect(banner).toContain("admin@radar.local (admin), demo@radar.local (user), password radar-demo-2026");
    expect(banner).toContain(
      'Verification links are printed in this log ("mail (outbox)") and listed at http://localhost:8080/api/dev/outbox',
    );
    // Short: a rule, four lines, a rule.
    expect(banner.split("\n")).toHaveLength(6);
  });

  it("leaves the accounts out when none are created, and says when e-mail goes out over SMTP", () => {
    const banner = startBanner({ ...DEVELOPMENT, SEED_DEMO: false, SMTP_URL: "smtp://mail.example:587" }) ?? "";
    expect(banner).not.toContain("Demo accounts");
    expect(banner).toContain("Verification e-mails are sent over SMTP and also listed at http://localhost:8080/api/dev/outbox");
  });

  it("is not printed in production, whose log stays JSON", () => {
    expect(startBanner({ ...DEVELOPMENT, devFeatures: false })).toBeUndefined();
  });
});
