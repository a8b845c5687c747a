import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import {
  decideRestore,
  getAccessToken,
  getRefreshToken,
  getStoredUser,
  restoreSession,
  saveSession,
  updateStoredUser,
} from "./auth-storage";
import { refreshAccessToken } from "./token-refresh";

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const user = { ...TEST_USER, app_metadata: { role: "user" as const } };

describe("decideRestore", () => {
  it("restores when the access token has more than 5 minutes left", () => {
    expect(decideRestore(makeJwt(60 * 60, NOW), user, NOW)).toBe("restore");
    expect(decideRestore(makeJwt(5 * 60, NOW), user, NOW)).toBe("restore");
  });

  it("refreshes when under 5 minutes remain and the token has not expired", () => {
    expect(decideRestore(makeJwt(4 * 60, NOW), user, NOW)).toBe("refresh");
    expect(decideRestore(makeJwt(1, NOW), user, NOW)).toBe("refresh");
  });

  it("clears an expired token, a missing user and an unreadable token", () => {
    expect(decideRestore(makeJwt(0, NOW), user, NOW)).toBe("clear");
    expect(decideRestore(makeJwt(-60, NOW), user, NOW)).toBe("clear");
    expect(decideRestore(makeJwt(3600, NOW), null, NOW)).toBe("clear");
    expect(decideRestore(null, user, NOW)).toBe("clear");
    expect(decideRestore("not-a-jwt", user, NOW)).toBe("clear");
  });
});

describe("restoreSession", () => {
  it("keeps a valid session without calling the server", async () => {
    const refresh = vi.fn();
    saveSession({ access: makeJwt(3600, NOW), refresh: "r1" }, user);
    await expect(restoreSession(refresh, NOW)).resolves.toBe("restore");
    expect(refresh).not.toHaveBeenCalled();
    expect(getStoredUser()?.email).toBe(user.email);
  });

  it("clears everything stored when the access token has expired", async () => {
    saveSession({ access: makeJwt(-10, NOW), refresh: "r1" }, user);
    await expect(restoreSession(vi.fn(), NOW)).resolves.toBe("clear");
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it("refreshes a token about to expire and stores the rotated pair", async () => {
    const { requests } = mockFetch(() => jsonResponse(200, { access: "fresh-access", refresh: "r2" }));
    saveSession({ access: makeJwt(120, NOW), refresh: "r1" }, user);

    await expect(restoreSession(refreshAccessToken, NOW)).resolves.toBe("refresh");

    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe("/api/auth/token/refresh/");
    expect(requests[0]?.body).toEqual({ refresh: "r1" });
    expect(getAccessToken()).toBe("fresh-access");
    expect(getRefreshToken()).toBe("r2");
    expect(getStoredUser()?.id).toBe(user.id);
  });

  it("logs out when the start-up refresh is refused", async () => {
    mockFetch(() => jsonResponse(401, { detail: "Token is blacklisted" }));
    saveSession({ access: makeJwt(120, NOW), refresh: "r1" }, user);

    await restoreSession(refreshAccessToken, NOW);

    expect(getAccessToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });
});

describe("updateStoredUser", () => {
  it("merges new fields into the stored user", () => {
    saveSession({ access: "a", refresh: "r" }, user);
    updateStoredUser({ avatar_url: "/media/avatars/7.png" });
    expect(getStoredUser()?.avatar_url).toBe("/media/avatars/7.png");
    expect(JSON.parse(localStorage.getItem("user") ?? "{}").avatar_url).toBe("/media/avatars/7.png");
  });
});
