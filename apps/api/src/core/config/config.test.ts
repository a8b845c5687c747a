import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";
import { developmentExposureWarning, isLoopbackHost } from "./exposure-warning.ts";
import { fastifyTrustProxy } from "./trust-proxy.ts";

describe("parseConfig", () => {
  it("applies the documented defaults", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.PUBLIC_URL).toBe("http://localhost:8080");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
  });

  it("names the bad variable", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL: must be an smtp/);
  });

  it("requires a JWT secret in production and seeds no demo data there", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    const config = parseConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32) });
    expect(config.SEED_DEMO).toBe(false);
    expect(config.devFeatures).toBe(false);
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", PORT: "" }).PORT).toBe(8080);
  });

  it("listens on loopback outside production unless HOST says otherwise", () => {
    expect(parseConfig({}).HOST).toBe("127.0.0.1");
    expect(parseConfig({ NODE_ENV: "test" }).HOST).toBe("127.0.0.1");
    expect(parseConfig({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(parseConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32) }).HOST).toBe("0.0.0.0");
  });

  it("trusts no proxy by default, and a hop count or proxy addresses when TRUST_PROXY says so", () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,loopback" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "192.168.1.7", "loopback"]);
    expect(() => parseConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: trusting every hop/);
    expect(() => parseConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
    expect(() => parseConfig({ TRUST_PROXY: "proxy.example.com" })).toThrow(/TRUST_PROXY/);
    const twoHops = fastifyTrustProxy(2);
    if (typeof twoHops !== "function") throw new Error("a hop count becomes a function");
    expect([0, 1, 2].map((hop) => twoHops("10.0.0.1", hop))).toEqual([true, true, false]);
  });

  it("warns, naming each exposed convenience, when a development server listens beyond loopback", () => {
    expect(isLoopbackHost("127.0.0.1") && isLoopbackHost("::1") && isLoopbackHost("localhost")).toBe(true);
    expect(isLoopbackHost("0.0.0.0")).toBe(false);
    expect(developmentExposureWarning(parseConfig({}))).toBeNull();
    const warning = developmentExposureWarning(parseConfig({ HOST: "0.0.0.0" }));
    expect(warning).toContain("GET /api/dev/outbox");
    expect(warning).toContain("admin@radar.local");
    expect(warning).toContain("DEMO_PASSWORD");
    expect(warning).toContain("sandbox gateway");
    expect(developmentExposureWarning(parseConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32) }))).toBeNull();
  });
});
