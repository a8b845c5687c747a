import type { FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../db/database-unavailable.ts";

export const DATABASE_UNAVAILABLE_DETAIL = "The database is temporarily unavailable. Please try again in a moment.";
/** The embedded cluster is back within seconds of a crash; a managed server's failover takes longer, and clients retry. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * 503 `{detail}` with Retry-After when `error` means the database is unavailable; false otherwise.
 * The body is serialised as plain JSON, past the route's response schemas: a route that documents
 * another 503 shape (or none) must not turn the answer into a serialisation error (a 500).
 */
export function replyIfDatabaseUnavailable(error: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  request.log.warn({ message: (error as Error).message }, "database unavailable: answered 503");
  void reply
    .status(503)
    .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
    .type("application/json; charset=utf-8")
    .serializer(JSON.stringify)
    .send({ detail: DATABASE_UNAVAILABLE_DETAIL });
  return true;
}
