import { createHmac } from "node:crypto";
import type { TRole } from "@radar/contract/constants";
import { jwtVerify, SignJWT } from "jose";

/** How long a ticket may be used to open a stream (a stream, once open, lives on). */
export const EVENT_TICKET_TTL_SECONDS = 60;

const ISSUER = "influencers-radar";
const AUDIENCE = "radar-events";

export interface TicketClaims {
  userId: number;
  role: TRole;
  sessionId: string;
}

/**
 * Tickets for GET /api/events/?ticket=…: a browser's EventSource cannot send the bearer header, so
 * the page trades its access token for a ticket that only opens the event stream and expires within
 * a minute. It is an HS256 JWT under a key derived from the app's secret (so every API process
 * accepts it, and no access token can pass for one or the other way round), with the session id so a
 * logged-out session's ticket and stream stop working.
 */
export class EventTickets {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = createHmac("sha256", secret).update("radar event stream tickets").digest();
  }

  sign(claims: TicketClaims): Promise<string> {
    return new SignJWT({ role: claims.role, sid: claims.sessionId, typ: "event-ticket" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${EVENT_TICKET_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The ticket's claims, or null when it is forged, expired or not a ticket. */
  async verify(ticket: string): Promise<TicketClaims | null> {
    try {
      const { payload } = await jwtVerify(ticket, this.key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
      if (payload.typ !== "event-ticket" || !payload.sub || !/^\d+$/.test(payload.sub) || typeof payload.sid !== "string") return null;
      return { userId: Number(payload.sub), role: payload.role === "admin" ? "admin" : "user", sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}
