import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, createUser, type TestEnv } from "../../../test/helpers.ts";

const CLIENT_ID = "radar-test.apps.googleusercontent.com";
let env: TestEnv;
let jwksServer: Server;
type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
let googleKey: SigningKey;
let strangerKey: SigningKey;

/** A local stand-in for Google's JWKS endpoint: the verification code under test is the real one. */
beforeAll(async () => {
  const google = await generateKeyPair("RS256", { extractable: true });
  const stranger = await generateKeyPair("RS256", { extractable: true });
  googleKey = google.privateKey;
  strangerKey = stranger.privateKey;
  const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  jwksServer = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
  const { port } = jwksServer.address() as AddressInfo;
  env = await createTestEnv({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` });
});
afterAll(async () => {
  await env.close();
  jwksServer.close();
});

interface TokenOptions {
  key?: SigningKey;
  audience?: string;
  issuer?: string;
  expiresIn?: string | number;
  claims?: Record<string, unknown>;
  subject?: string;
}

function googleToken(email: string, options: TokenOptions = {}) {
  return new SignJWT({ email, email_verified: true, given_name: "Faisal", family_name: "Al-Harbi", ...options.claims })
    .setProtectedHeader({ alg: "RS256", kid: "test-key" })
    .setIssuer(options.issuer ?? "https://accounts.google.com")
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(options.subject ?? `google-${email}`)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "1h")
    .sign(options.key ?? googleKey);
}

const google = (payload: Record<string, unknown>) => env.app.inject({ method: "POST", url: "/api/auth/google/", payload });

describe("POST /api/auth/google/", () => {
  it("needs the terms accepted to create an account, then creates a verified one", async () => {
    const credential = await googleToken("faisal@gmail.com");
    const refused = await google({ credential });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe("You must agree to the Terms and Conditions");
    const created = await google({ credential, terms_accepted: true, language: "ar" });
    expect(created.statusCode).toBe(200);
    expect(created.json().user).toMatchObject({ email: "faisal@gmail.com", first_name: "Faisal", is_email_verified: true, language: "ar" });
    // Signing in again needs no terms: the account exists.
    const again = await google({ id_token: await googleToken("faisal@gmail.com") });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(created.json().user.id);
  });

  it("links an existing e-mail account and marks it verified", async () => {
    const existing = await createUser(env.ctx, { email: "linked@example.com", is_email_verified: false });
    const response = await google({ credential: await googleToken("linked@example.com") });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: existing.id, is_email_verified: true });
  });

  it.each<[string, Omit<TokenOptions, "key"> & { key?: "stranger" }]>([
    ["a forged signature", { key: "stranger" }],
    ["an expired token", { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ["another audience", { audience: "someone-else.apps.googleusercontent.com" }],
    ["another issuer", { issuer: "https://evil.example.com" }],
  ])("rejects %s with 401", async (_name, variant) => {
    const options: TokenOptions = { ...variant, key: variant.key === "stranger" ? strangerKey : googleKey };
    const response = await google({ credential: await googleToken("attacker@example.com", options), terms_accepted: true });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe("Invalid Google token.");
  });

  it("rejects garbage, an unverified Google e-mail and a missing credential", async () => {
    expect((await google({ credential: "not.a.jwt" })).statusCode).toBe(401);
    const unverified = await googleToken("unverified@gmail.com", { claims: { email_verified: false } });
    expect((await google({ credential: unverified, terms_accepted: true })).statusCode).toBe(401);
    expect((await google({})).statusCode).toBe(400);
  });
});

describe("Google sign-in without GOOGLE_CLIENT_ID", () => {
  it("reports that it is not configured, and /api/config/ hides it", async () => {
    const plain = await createTestEnv();
    try {
      const response = await plain.app.inject({ method: "POST", url: "/api/auth/google/", payload: { credential: "x.y.z" } });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain("not configured");
      expect((await plain.app.inject({ url: "/api/config/" })).json()).toMatchObject({ google_client_id: null });
    } finally {
      await plain.close();
    }
    expect((await env.app.inject({ url: "/api/config/" })).json()).toMatchObject({ google_client_id: CLIENT_ID });
  });
});
