import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

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
});
