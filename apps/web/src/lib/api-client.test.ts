import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { api } from "./api-client";
import { getAccessToken, getRefreshToken, getStoredUser, onSessionExpired, saveSession } from "./auth-storage";
import { ApiError } from "./http";
import { REFRESH_BLACKLISTED_MESSAGE, REFRESH_EXPIRED_MESSAGE } from "./token-refresh";

const user = { ...TEST_USER, app_metadata: { role: "user" as const } };

function bearer(headers: Headers | undefined): string | null {
  return headers?.get("Authorization") ?? null;
}

describe("api client", () => {
  it("sends the stored access token as a bearer token", async () => {
    saveSession({ access: "access-1", refresh: "refresh-1" }, user);
    const { requests } = mockFetch(() => jsonResponse(200, { ok: true }));

    await expect(api.get("/user/profile/")).resolves.toEqual({ ok: true });
    expect(requests[0]?.url).toBe("/api/user/profile/");
    expect(bearer(requests[0]?.headers)).toBe("Bearer access-1");
  });

  it("on a 401 refreshes once, stores the rotated tokens and retries with the new token", async () => {
    saveSession({ access: "expired", refresh: "refresh-1" }, user);
    const { requests } = mockFetch(({ url, headers }) => {
      if (url === "/api/auth/token/refresh/") return jsonResponse(200, { access: "access-2", refresh: "refresh-2" });
      return bearer(headers) === "Bearer access-2"
        ? jsonResponse(200, { first_name: "Sara" })
        : jsonResponse(401, { detail: "Given token not valid" });
    });

    await expect(api.get("/user/profile/")).resolves.toEqual({ first_name: "Sara" });

    expect(requests.map((request) => request.url)).toEqual(["/api/user/profile/", "/api/auth/token/refresh/", "/api/user/profile/"]);
    expect(requests[1]?.body).toEqual({ refresh: "refresh-1" });
    expect(getAccessToken()).toBe("access-2");
    expect(getRefreshToken()).toBe("refresh-2");
  });

  it("keeps the old refresh token when the refresh answer carries none", async () => {
    saveSession({ access: "expired", refresh: "refresh-1" }, user);
    mockFetch(({ url, headers }) => {
      if (url === "/api/auth/token/refresh/") return jsonResponse(200, { access: "access-2" });
      return bearer(headers) === "Bearer access-2" ? jsonResponse(200, {}) : jsonResponse(401, {});
    });

    await api.get("/user/profile/");
    expect(getRefreshToken()).toBe("refresh-1");
  });

  it("retries only once: a second 401 is returned to the caller", async () => {
    saveSession({ access: "expired", refresh: "refresh-1" }, user);
    const { requests } = mockFetch(({ url }) =>
      url === "/api/auth/token/refresh/"
        ? jsonResponse(200, { access: "access-2", refresh: "refresh-2" })
        : jsonResponse(401, { detail: "Not allowed" }),
    );

    await expect(api.get("/user/profile/")).rejects.toMatchObject({ status: 401, message: "Not allowed" });
    expect(requests).toHaveLength(3);
  });

  it("shares one refresh between parallel requests (rotation would blacklist a second one)", async () => {
    saveSession({ access: "expired", refresh: "refresh-1" }, user);
    const { requests } = mockFetch(({ url, headers }) => {
      if (url === "/api/auth/token/refresh/") return jsonResponse(200, { access: "access-2", refresh: "refresh-2" });
      return bearer(headers) === "Bearer access-2" ? jsonResponse(200, {}) : jsonResponse(401, {});
    });

    await Promise.all([api.get("/a/"), api.get("/b/"), api.get("/c/")]);
    expect(requests.filter((request) => request.url === "/api/auth/token/refresh/")).toHaveLength(1);
  });

  it("clears the session with the blacklisted message when the refresh token was revoked", async () => {
    saveSession({ access: "expired", refresh: "refresh-1" }, user);
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    mockFetch(({ url }) =>
      url === "/api/auth/token/refresh/"
        ? jsonResponse(401, { detail: "Token is blacklisted", code: "token_blacklisted" })
        : jsonResponse(401, { detail: "Given token not valid" }),
    );

    await expect(api.get("/user/profile/")).rejects.toMatchObject({ status: 401, message: REFRESH_BLACKLISTED_MESSAGE });
    expect(getAccessToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(expired).toHaveBeenCalledWith(REFRESH_BLACKLISTED_MESSAGE);
    unsubscribe();
  });

  it("uses the expired message for any other refresh refusal", async () => {
    saveSession({ access: "expired", refresh: "refresh-1" }, user);
    mockFetch(({ url }) =>
      url === "/api/auth/token/refresh/" ? jsonResponse(401, { detail: "Token is invalid or expired" }) : jsonResponse(401, {}),
    );

    await expect(api.get("/user/profile/")).rejects.toMatchObject({ message: REFRESH_EXPIRED_MESSAGE });
    expect(getRefreshToken()).toBeNull();
  });

  it("does not refresh for auth endpoints, where 401 means wrong credentials", async () => {
    const { requests } = mockFetch(() => jsonResponse(401, { detail: "No active account found" }));
    saveSession({ access: "a", refresh: "r" }, user);

    await expect(api.post("/auth/token/", { email: "x", password: "y" }, { auth: false })).rejects.toMatchObject({
      status: 401,
      message: "No active account found",
    });
    expect(requests).toHaveLength(1);
    expect(bearer(requests[0]?.headers)).toBeNull();
  });

  it("turns error bodies into an ApiError with the status, the body and the spec's error text", async () => {
    mockFetch(() => jsonResponse(400, { email: ["Invalid email address"] }));
    const error = await api.post("/auth/register/", {}, { auth: false }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { email: ["Invalid email address"] } });
  });

  it("sends multipart bodies without forcing a JSON content type", async () => {
    const { requests } = mockFetch(() => jsonResponse(200, { avatar_url: "/a.png" }));
    const body = new FormData();
    body.append("avatar", new File(["x"], "a.png", { type: "image/png" }));

    await api.post("/user/avatar/upload/", body);
    expect(requests[0]?.headers.get("Content-Type")).toBeNull();
    expect(requests[0]?.body).toBeInstanceOf(FormData);
  });
});
