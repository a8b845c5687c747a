import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { getRefreshToken, saveSession, setTokens } from "./auth-storage";
import { refreshAccessToken } from "./token-refresh";

const user = { ...TEST_USER, app_metadata: { role: "user" as const } };

/** Web Locks as a browser has them: one holder at a time, the next callback when the holder is done. */
function fakeLocks() {
  let tail = Promise.resolve();
  return {
    request: <T>(_name: string, callback: () => Promise<T>): Promise<T> => {
      const run = tail.then(callback);
      tail = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("refreshAccessToken across tabs", () => {
  it("uses the tokens another tab rotated while it waited its turn, instead of replaying the old refresh token", async () => {
    saveSession({ access: "expired", refresh: "refresh-1" }, user);
    const locks = fakeLocks();
    vi.stubGlobal("navigator", { ...navigator, locks });
    const { requests } = mockFetch(() => jsonResponse(200, { access: "never", refresh: "never" }));
    // Another tab holds the lock and rotates the shared tokens before letting go.
    let letGo = () => {};
    const released = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const otherTab = locks.request("radar-token-refresh", () => released);
    const mine = refreshAccessToken();
    setTokens({ access: "access-2", refresh: "refresh-2" });
    letGo();
    await otherTab;
    await expect(mine).resolves.toBe("access-2");
    expect(requests).toHaveLength(0);
    expect(getRefreshToken()).toBe("refresh-2");
  });

  it("refreshes itself when its turn comes and nobody rotated the tokens", async () => {
    saveSession({ access: "expired", refresh: "refresh-1" }, user);
    vi.stubGlobal("navigator", { ...navigator, locks: fakeLocks() });
    const { requests } = mockFetch(() => jsonResponse(200, { access: "access-2", refresh: "refresh-2" }));
    await expect(refreshAccessToken()).resolves.toBe("access-2");
    expect(requests.map((request) => request.body)).toEqual([{ refresh: "refresh-1" }]);
  });
});
