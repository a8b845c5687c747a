import { describe, expect, it } from "vitest";
import { parseConfig, SANDBOX_PAYMENT_ACCESS_TOKEN, SANDBOX_PAYMENT_ENTITY_ID } from "../../../core/config/config.ts";
import { gatewaySettings } from "./gateway-settings.ts";

const PRODUCTION = { NODE_ENV: "production", JWT_SECRET: "x".repeat(32) };

describe("which card gateway the configuration selects", () => {
  it("uses the built-in sandbox by default: the server over loopback, the browser via PUBLIC_URL", () => {
    const config = parseConfig({ PORT: "9000", PUBLIC_URL: "https://radar.example" });
    expect(config.PAYMENT_SANDBOX).toBe(true);
    expect(gatewaySettings(config)).toEqual({
      kind: "sandbox",
      apiBaseUrl: "http://127.0.0.1:9000/sandbox/hyperpay",
      widgetBaseUrl: "https://radar.example/sandbox/hyperpay",
      entityId: SANDBOX_PAYMENT_ENTITY_ID,
      accessToken: SANDBOX_PAYMENT_ACCESS_TOKEN,
      brands: "VISA MASTER",
    });
  });

  it("talks to HyperPay when PAYMENT_BASE_URL is set, and then needs its credentials", () => {
    const env = {
      PAYMENT_BASE_URL: "https://eu-test.oppwa.com/",
      PAYMENT_ENTITY_ID: "8ac7a4c8",
      PAYMENT_ACCESS_TOKEN: "OGFj",
      PAYMENT_TEST_MODE: "EXTERNAL",
    };
    const config = parseConfig(env);
    expect(config.PAYMENT_SANDBOX).toBe(false);
    expect(gatewaySettings(config)).toMatchObject({
      kind: "hyperpay",
      apiBaseUrl: "https://eu-test.oppwa.com",
      widgetBaseUrl: "https://eu-test.oppwa.com",
      entityId: "8ac7a4c8",
      testMode: "EXTERNAL",
    });
    expect(() => parseConfig({ PAYMENT_BASE_URL: "https://eu-test.oppwa.com" })).toThrow(/PAYMENT_ENTITY_ID/);
  });

  it("has no gateway in production until one is configured, unless the sandbox is asked for", () => {
    expect(gatewaySettings(parseConfig(PRODUCTION))).toBeNull();
    expect(gatewaySettings(parseConfig({ ...PRODUCTION, PAYMENT_SANDBOX: "true" }))?.kind).toBe("sandbox");
    expect(gatewaySettings(parseConfig({ PAYMENT_SANDBOX: "false" }))).toBeNull();
  });

  it("checks the webhook secret's format", () => {
    expect(() => parseConfig({ PAYMENT_WEBHOOK_SECRET: "short" })).toThrow(/PAYMENT_WEBHOOK_SECRET: must be 64 hexadecimal/);
    expect(parseConfig({ PAYMENT_WEBHOOK_SECRET: "ab".repeat(32) }).PAYMENT_WEBHOOK_SECRET).toBe("ab".repeat(32));
  });
});
