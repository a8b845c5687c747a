import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../http/app-error.ts";
import type { AccessClaims, TokenService } from "./token-service.ts";

declare module "fastify" {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

/** Reads `Authorization: Bearer <access>`; a missing, malformed or expired token is a 401. */
export function authenticate(tokens: TokenService) {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw AppError.unauthorized();
    const claims = await tokens.verifyAccess(match[1]);
    if (!claims) throw AppError.unauthorized("Given token not valid for any token type", "token_not_valid");
    request.auth = claims;
  };
}

export function currentUserId(request: FastifyRequest): number {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth.userId;
}

/** The signed-in user and the session (token family) the request's access token belongs to. */
export function currentSession(request: FastifyRequest): { userId: number; sessionId: string } {
  if (!request.auth) throw AppError.unauthorized();
  return { userId: request.auth.userId, sessionId: request.auth.sessionId };
}
