import { describe, expect, it } from "vitest";
import {
  parseConfig,
  SANDBOX_PAYMENT_ACCESS_TOKEN,
  SANDBOX_PAYMENT_ENTITY_ID,
  SANDBOX_PAYMENT_MADA_ENTITY_ID,
} from "../../../core/config/config.ts";
import { checkoutMethod, entityIds, gatewaySettings, paymentMethods } from "./gateway-settings.ts";

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
      madaEntityId: SANDBOX_PAYMENT_MADA_ENTITY_ID,
      applePayEntityId: SANDBOX_PAYMENT_ENTITY_ID,
      accessToken: SANDBOX_PAYMENT_ACCESS_TOKEN,
      brands: "MADA VISA MASTER APPLEPAY",
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

  it("puts mada on its own entity, Apple Pay on its own or the card entity, and offers brands in PAYMENT_BRANDS' order", () => {
    const live = { PAYMENT_BASE_URL: "https://eu-test.oppwa.com", PAYMENT_ENTITY_ID: "card-entity", PAYMENT_ACCESS_TOKEN: "t" };
    expect(gatewaySettings(parseConfig(live))?.brands).toBe("VISA MASTER");
    expect(() => parseConfig({ ...live, PAYMENT_BRANDS: "MADA VISA" })).toThrow(/PAYMENT_ENTITY_ID_MADA: required/);
    expect(() => parseConfig({ PAYMENT_BRANDS: "VISA AMEX" })).toThrow(/PAYMENT_BRANDS: must list only/);

    const settings = gatewaySettings(
      parseConfig({ ...live, PAYMENT_ENTITY_ID_MADA: "mada-entity", PAYMENT_BRANDS: "MASTER MADA APPLEPAY VISA" }),
    );
    if (!settings) throw new Error("expected a gateway");
    expect(paymentMethods(settings)).toEqual([
      { payment_method: "MASTER", brands: ["MASTER", "VISA"] },
      { payment_method: "MADA", brands: ["MADA"] },
      { payment_method: "APPLEPAY", brands: ["APPLEPAY"] },
    ]);
    expect(checkoutMethod(settings, "MADA")?.entityId).toBe("mada-entity");
    expect(checkoutMethod(settings, "VISA")).toMatchObject({ entityId: "card-entity", option: { payment_method: "MASTER" } });
    expect(checkoutMethod(settings, "APPLEPAY")?.entityId).toBe("card-entity");
    expect(entityIds(settings)).toEqual(["card-entity", "mada-entity"]);

    const own = gatewaySettings(parseConfig({ ...live, PAYMENT_ENTITY_ID_APPLEPAY: "apple-entity", PAYMENT_BRANDS: "VISA APPLEPAY" }));
    if (!own) throw new Error("expected a gateway");
    expect(checkoutMethod(own, "APPLEPAY")?.entityId).toBe("apple-entity");
    expect(checkoutMethod(own, "MADA")).toBeNull();
    expect(checkoutMethod(own, "MASTER")).toBeNull();
  });

  it("checks the webhook secret's format", () => {
    expect(() => parseConfig({ PAYMENT_WEBHOOK_SECRET: "short" })).toThrow(/PAYMENT_WEBHOOK_SECRET: must be 64 hexadecimal/);
    expect(parseConfig({ PAYMENT_WEBHOOK_SECRET: "ab".repeat(32) }).PAYMENT_WEBHOOK_SECRET).toBe("ab".repeat(32));
  });
});
