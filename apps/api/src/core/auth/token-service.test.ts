import { afterEach, describe, expect, it, vi } from "vitest";
import { TokenService } from "./token-service.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("TokenService access tokens", () => {
  const service = () => new TokenService("a-test-secret-a-test-secret-a-test-secret", 60, 3_600);

  it("verifies a token again and again, and never past its expiry (also once it is remembered)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T10:00:00Z"));
    const tokens = service();
    const token = await tokens.signAccess({ userId: 7, role: "admin" });
    expect(await tokens.verifyAccess(token)).toEqual({ userId: 7, role: "admin" });
    expect(await tokens.verifyAccess(token)).toEqual({ userId: 7, role: "admin" });
    vi.setSystemTime(new Date("2026-11-21T10:00:59Z"));
    expect(await tokens.verifyAccess(token)).toEqual({ userId: 7, role: "admin" });
    vi.setSystemTime(new Date("2026-11-21T10:01:01Z"));
    expect(await tokens.verifyAccess(token)).toBeNull();
  });

  it("refuses a token differing in one character from a remembered one, another key's token and a refresh token", async () => {
    const tokens = service();
    const token = await tokens.signAccess({ userId: 7, role: "user" });
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
    expect(await tokens.verifyAccess(`${header}.${payload}.${flipped}`)).toBeNull();
    const other = new TokenService("another-secret-another-secret-another-sec", 60, 3_600);
    expect(await tokens.verifyAccess(await other.signAccess({ userId: 7, role: "admin" }))).toBeNull();
    expect(await tokens.verifyAccess((await tokens.signRefresh(7)).token)).toBeNull();
  });
});
