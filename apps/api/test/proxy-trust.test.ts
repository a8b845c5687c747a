import { afterEach, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "./helpers.ts";

/**
 * Issue 18, item 5: the per-IP login limit (AUTH_RATE_LIMIT_PER_IP, 30 a minute) must hold against
 * a client that invents X-Forwarded-For. Each attempt uses another e-mail address, so only the
 * per-IP limit can stop them.
 */
let env: TestEnv | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

async function attempts(
  testEnv: TestEnv,
  count: number,
  request: (attempt: number) => { remoteAddress: string; forwardedFor?: string },
): Promise<number[]> {
  const codes: number[] = [];
  for (let attempt = 1; attempt <= count; attempt++) {
    const { remoteAddress, forwardedFor } = request(attempt);
    const response = await testEnv.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      remoteAddress,
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
      payload: { email: `nobody${attempt}@example.com`, password: "wrong-password" },
    });
    codes.push(response.statusCode);
  }
  return codes;
}

const spoofed = (attempt: number) => `203.0.113.${attempt}`;
// The limit counts in fixed windows aligned to the clock: a day-long one is never crossed mid-test.
const LIMITS = { AUTH_RATE_LIMIT_WINDOW_SECONDS: "86400", AUTH_RATE_LIMIT_PER_IP: "30" };

describe("TRUST_PROXY and the per-IP login limit", () => {
  it("ignores X-Forwarded-For by default: 60 spoofed attempts from one address are stopped after 30", async () => {
    env = await createTestEnv(LIMITS);
    const codes = await attempts(env, 60, (attempt) => ({ remoteAddress: "198.51.100.7", forwardedFor: spoofed(attempt) }));
    expect(codes.indexOf(429) + 1).toBe(31);
    expect(codes.slice(30).every((code) => code === 429)).toBe(true);
  });

  it("with a hop count, believes the proxy's last entry and no further: a client's own header does not help it", async () => {
    env = await createTestEnv({ ...LIMITS, TRUST_PROXY: "1" });
    // The proxy appends the address it saw; whatever the client put before it is ignored.
    const codes = await attempts(env, 40, (attempt) => ({ remoteAddress: "10.0.0.2", forwardedFor: `${spoofed(attempt)}, 198.51.100.7` }));
    expect(codes.indexOf(429) + 1).toBe(31);
    // Distinct real clients behind the proxy each have their own limit.
    const others = await attempts(env, 5, (attempt) => ({ remoteAddress: "10.0.0.2", forwardedFor: `198.51.100.${100 + attempt}` }));
    expect(others).not.toContain(429);
  });

  it("with proxy addresses, believes the header only from those proxies", async () => {
    env = await createTestEnv({ ...LIMITS, TRUST_PROXY: "10.0.0.0/8" });
    const direct = await attempts(env, 35, (attempt) => ({ remoteAddress: "198.51.100.9", forwardedFor: spoofed(attempt) }));
    expect(direct.indexOf(429) + 1).toBe(31);
    const viaProxy = await attempts(env, 5, (attempt) => ({ remoteAddress: "10.1.2.3", forwardedFor: `198.51.100.${150 + attempt}` }));
    expect(viaProxy).not.toContain(429);
  });
});
