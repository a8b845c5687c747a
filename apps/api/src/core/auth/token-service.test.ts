import type { Kysely } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DB } from "../db/schema.ts";
import { MemoryRevocationList } from "./session-revocations.ts";
import { TokenService } from "./token-service.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("TokenService access tokens", () => {
  const service = () => new TokenService("a-test-secret-a-test-secret-a-test-secret", 60, 3_600, new MemoryRevocationList());
  const session = "0b6f2f52-7d1c-4c39-9b1e-4d6a8d3c2f10";

  it("verifies a token again and again, and never past its expiry (also once it is remembered)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T10:00:00Z"));
    const tokens = service();
    const token = await tokens.signAccess({ userId: 7, role: "admin", sessionId: session });
    const claims = { userId: 7, role: "admin", sessionId: session };
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    vi.setSystemTime(new Date("2026-11-21T10:00:59Z"));
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    vi.setSystemTime(new Date("2026-11-21T10:01:01Z"));
    expect(await tokens.verifyAccess(token)).toBeNull();
  });

  it("refuses a token differing in one character from a remembered one, another key's token and a refresh token", async () => {
    const tokens = service();
    const token = await tokens.signAccess({ userId: 7, role: "user", sessionId: session });
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
    expect(await tokens.verifyAccess(`${header}.${payload}.${flipped}`)).toBeNull();
    const other = new TokenService("another-secret-another-secret-another-sec", 60, 3_600, new MemoryRevocationList());
    expect(await tokens.verifyAccess(await other.signAccess({ userId: 7, role: "admin", sessionId: session }))).toBeNull();
    expect(await tokens.verifyAccess((await tokens.signRefresh(7)).token)).toBeNull();
  });

  it("stops accepting a remembered token once its session is revoked", async () => {
    const tokens = service();
    const token = await tokens.signAccess({ userId: 7, role: "user", sessionId: session });
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    await tokens.revocations.revoke({} as Kysely<DB>, { sessionId: session, userId: 7, reason: "logout" });
    expect(await tokens.verifyAccess(token)).toBeNull();
    const other = await tokens.signAccess({ userId: 7, role: "user", sessionId: "5f1d7c0e-2b8a-4f0e-8c9d-1a2b3c4d5e6f" });
    expect(await tokens.verifyAccess(other)).not.toBeNull();
  });
});
