import { randomUUID, webcrypto } from "node:crypto";
import type { TRole } from "@radar/contract/constants";
import { errors, jwtVerify, SignJWT } from "jose";
import { LRUCache } from "lru-cache";
import type { RevocationList } from "./session-revocations.ts";

export interface AccessClaims {
  userId: number;
  role: TRole;
  /** The session (refresh token family) the token was issued to; revoking it ends the token. */
  sessionId: string;
}

export interface RefreshClaims {
  userId: number;
  jti: string;
  expiresAt: Date;
}

const ISSUER = "influencers-radar";

/**
 * Short-lived access tokens and rotating refresh tokens, both HS256 JWTs. Access tokens are verified
 * without a query of their own: the signature, then the session against the revocation list (a map
 * each process refreshes at most once a second); refresh tokens are recorded in `refresh_tokens` so
 * they can be rotated and blacklisted.
 */
export class TokenService {
  /** Imported once: jose would import raw key bytes again on every sign and verify (≈0.5 ms each). */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Access tokens verified already, with their expiry (unix seconds). A client sends the same
   * token with every request for its lifetime, and WebCrypto's HMAC check (≈0.3 ms, promises and
   * all) is then a visible share of a cheap request. Only a byte-identical token hits, and expiry
   * is still checked on every use.
   */
  private readonly verifiedAccess = new LRUCache<string, { claims: AccessClaims; exp: number }>({ max: 10_000 });

  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
    private readonly refreshTtlSeconds: number,
    /** Logged-out and compromised sessions: their access tokens stop working at once. */
    readonly revocations: RevocationList,
  ) {
    this.key = webcrypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role, typ: "access", sid: claims.sessionId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(await this.key);
  }

  async signRefresh(userId: number): Promise<{ token: string } & RefreshClaims> {
    const jti = randomUUID();
    const expiresAt = new Date(Date.now() + this.refreshTtlSeconds * 1000);
    const token = await new SignJWT({ typ: "refresh" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.key);
    return { token, userId, jti, expiresAt };
  }

  /** Returns null for anything that is not a valid, unexpired access token of a live session. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const claims = await this.verifyAccessSignature(token);
    if (!claims || (await this.revocations.isRevoked(claims.sessionId))) return null;
    return claims;
  }

  /** The signature, issuer, type and expiry; remembered per token, so the revocation check follows every hit. */
  private async verifyAccessSignature(token: string): Promise<AccessClaims | null> {
    const known = this.verifiedAccess.get(token);
    if (known) {
      if (known.exp > Date.now() / 1000) return known.claims;
      this.verifiedAccess.delete(token);
    }
    const payload = await this.verify(token, "access");
    // Tokens from before sessions were families (no sid) cannot be revoked: the client refreshes.
    if (!payload || typeof payload.sid !== "string" || !payload.sid) return null;
    const role = payload.role === "admin" ? "admin" : "user";
    const claims: AccessClaims = { userId: Number(payload.sub), role, sessionId: payload.sid };
    if (payload.exp) this.verifiedAccess.set(token, { claims, exp: payload.exp });
    return claims;
  }

  async verifyRefresh(token: string): Promise<RefreshClaims | null> {
    const payload = await this.verify(token, "refresh");
    if (!payload?.jti || !payload.exp) return null;
    return { userId: Number(payload.sub), jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  }

  private async verify(token: string, typ: "access" | "refresh") {
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, algorithms: ["HS256"] });
      if (payload.typ !== typ || !payload.sub || !/^\d+$/.test(payload.sub)) return null;
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
