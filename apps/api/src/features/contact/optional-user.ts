import type { FastifyRequest } from "fastify";
import { authenticate } from "../../core/auth/authenticate.ts";
import type { TokenService } from "../../core/auth/token-service.ts";

/**
 * For a route open to everyone that also wants to know a signed-in caller: no Authorization header
 * is an anonymous caller; a header with a bad or expired token is still a 401, so the web app
 * refreshes its token rather than sending the message as someone else than the user believes.
 */
export function identifyUser(tokens: TokenService) {
  const requireUser = authenticate(tokens);
  return async function optionalUser(request: FastifyRequest, reply: Parameters<typeof requireUser>[1]): Promise<void> {
    request.auth = null;
    if (request.headers.authorization === undefined) return;
    await requireUser(request, reply);
  };
}
